// Copied by scripts/generate-client.mjs from generated/types/s2s-card.ts. Do not edit.
export interface paths {
    "/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call an S2S CARD action
         * @description Every S2S CARD call is one form-encoded POST whose `action` (upper case, case-sensitive) picks the operation from an allowlist of nine.
         *     Every request carries `action`, `client_key` and `hash`; each action's hash recipe is the `x-hash` of its branch, and the catalogue rows that can occur for it are its `x-errors`.
         *     Form values are strings: amounts are decimal strings and counts are strings of digits.
         *     An action outside the allowlist, lower-case variants included, is answered with 404, error_code 0, 'Route or parameters is not supported'.
         */
        post: operations["postS2sCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * S2sCardRequest
         * @description The S2S CARD form body: one branch per action of the allowlist, told apart by the `action` constant (upper case, case-sensitive).
         *     The allowlist is exactly these nine actions. Any other action (REFUND, CREDIT, REVERSAL, CANCEL_SCHEDULE, GET_SCHEDULE, RECURRING_PAYMENT, SALE, RECURRING_DEBIT, lower-case variants of the nine, ...) is answered with HTTP 404, error_code 0, 'Route or parameters is not supported'.
         *     Each branch lists in `x-errors` the rows of the error catalogue (`spec/errors.yaml`) that can occur for it.
         *     SALE (which carries a wallet payment token) and RECURRING_DEBIT (added in 6.7.0) are named as commands, but they are outside the allowlist and their shapes are not shown: they have no branch.
         *     The other S2S CARD parameters the source names without an allowlisted action (term_url_3ds, term_url_target, payer_present, payer_address, payer_country, payer_city, payer_zip) are described in the schema S2sCardNamedParameters (`x-named-parameters`) and attached to no branch.
         */
        S2sCardRequest: components["schemas"]["GetTransStatusRequest"] | components["schemas"]["GetTransStatusByOrderRequest"] | components["schemas"]["CaptureRequest"] | components["schemas"]["VoidRequest"] | components["schemas"]["CreditvoidRequest"] | components["schemas"]["RecurringSaleRequest"] | components["schemas"]["CreateScheduleRequest"] | components["schemas"]["DeleteScheduleRequest"] | components["schemas"]["UpdateScheduleRequest"];
        /**
         * GetTransStatusRequest
         * @description Status of a transaction by its gateway identifier.
         *     An unknown trans_id gives 101000 'Transaction does not exist.' (the not-found code follows the entity since 6.7.0).
         *     The answer is taken to be a status record (section 2.3).
         */
        GetTransStatusRequest: {
            /** @constant */
            action: "GET_TRANS_STATUS";
            client_key: components["schemas"]["ClientKey"];
            trans_id: components["schemas"]["TransId"];
            hash: components["schemas"]["Hash"];
        };
        /**
         * GetTransStatusByOrderRequest
         * @description Status of a transaction by the merchant's order identifier.
         *     An unknown order_id gives 101000 'Order does not exist.' (the not-found code follows the entity since 6.7.0).
         *     The answer is taken to be a status record (section 2.3).
         *     `size` (added in 6.7.0) belongs to the Checkout lookup by order_id (sections 4.1 and 8), so this branch has no `size` member.
         */
        GetTransStatusByOrderRequest: {
            /** @constant */
            action: "GET_TRANS_STATUS_BY_ORDER";
            client_key: components["schemas"]["ClientKey"];
            order_id: components["schemas"]["OrderId"];
            hash: components["schemas"]["Hash"];
        };
        /**
         * CaptureRequest
         * @description Capture of an authorized (DMS) payment.
         *     The payment must be pending: capturing one that is already captured, voided or expired gives error 208003.
         *     An unknown trans_id gives 101000 'Transaction does not exist.' (the not-found code follows the entity since 6.7.0).
         *     A routing-layer rejection gives 204005 'Payment action not supported'.
         */
        CaptureRequest: {
            /** @constant */
            action: "CAPTURE";
            client_key: components["schemas"]["ClientKey"];
            trans_id: components["schemas"]["TransId"];
            hash: components["schemas"]["Hash"];
        };
        /**
         * VoidRequest
         * @description Void (reversal) of a pending authorization; a settled payment is refunded through the Checkout credit endpoint, not voided.
         *     An unknown trans_id gives 100000 'Payment not found.'.
         *     A routing-layer rejection gives 204005 'Payment action not supported'.
         */
        VoidRequest: {
            /** @constant */
            action: "VOID";
            client_key: components["schemas"]["ClientKey"];
            trans_id: components["schemas"]["TransId"];
            hash: components["schemas"]["Hash"];
        };
        /**
         * CreditvoidRequest
         * @description CREDITVOID of a transaction.
         *     S2S CARD has no refund action: card refunds use the Checkout credit endpoint, so the refund rows of section 7 are not listed here.
         *     An unknown trans_id gives 100000 'Payment not found.'.
         *     A routing-layer rejection gives 204005 'Payment action not supported'.
         */
        CreditvoidRequest: {
            /** @constant */
            action: "CREDITVOID";
            client_key: components["schemas"]["ClientKey"];
            trans_id: components["schemas"]["TransId"];
            hash: components["schemas"]["Hash"];
        };
        /**
         * RecurringSaleRequest
         * @description Recurring (secondary) sale charged from the initial recurring transaction and its recurring token.
         *     The pair recurring_first_trans_id + recurring_token is checked after validation: a pair that does not match gives 100000 'Incorrect transaction'.
         *     A recurring sale creates a payment, so its order_id is deduplicated (15-second window; later reuse may give 'order_id: Duplicate payment.').
         *     Since 6.7.0 custom_data is accepted on recurring requests and the callback returns the value sent with the recurring request; the form encoding of that free-form object is not shown, so this branch has no custom_data member.
         *     A routing-layer rejection gives 204005 'Payment action not supported'.
         */
        RecurringSaleRequest: {
            /** @constant */
            action: "RECURRING_SALE";
            client_key: components["schemas"]["ClientKey"];
            /** @description Merchant's order identifier of this recurring sale; the hash is computed over it. */
            order_id: components["schemas"]["OrderId"];
            /** @description Amount as a decimal string. */
            order_amount: components["schemas"]["DecimalAmount"];
            /** @description Optional currency code. */
            order_currency?: components["schemas"]["CurrencyCode"];
            /** @description Order description. */
            order_description: string;
            /** @description Transaction id of the initial recurring transaction (the Checkout name is recurring_init_trans_id). */
            recurring_first_trans_id: components["schemas"]["RecurringInitTransId"];
            recurring_token: components["schemas"]["RecurringToken"];
            hash: components["schemas"]["Hash"];
        };
        /**
         * CreateScheduleRequest
         * @description Creates a recurring schedule (section 2.4).
         *     Schedules are not separated by type: a schedule works for sale-initiated and debit-initiated recurring chains alike.
         *     Form values are strings: interval_length and payments_count, numbers in the source's table, arrive as strings of digits.
         *     An optional schedule_id must be a UUID; a non-UUID value is rejected during validation with 'This is not a valid UUID.'.
         *     The source gives no hash recipe for CREATE_SCHEDULE, so the branch has no x-hash; `hash` is still required, as on every S2S CARD request.
         */
        CreateScheduleRequest: {
            /** @constant */
            action: "CREATE_SCHEDULE";
            client_key: components["schemas"]["ClientKey"];
            /** @description Name of the schedule. */
            name: string;
            /** @description Length of the interval between payments, in interval_unit units. The source types it as a number; the form carries it as a string of digits. */
            interval_length: string;
            /** @description Unit of interval_length. */
            interval_unit: string;
            /** @description Number of payments of the schedule. The source types it as a number; the form carries it as a string of digits. */
            payments_count: string;
            /** @description Optional identifier for the new schedule, in UUID format; a non-UUID value gives 'This is not a valid UUID.'. */
            schedule_id?: components["schemas"]["ScheduleId"];
            /** @description Request signature. Its input fields for CREATE_SCHEDULE are not shown. */
            hash: components["schemas"]["Hash"];
        };
        /**
         * DeleteScheduleRequest
         * @description Deletes a recurring schedule.
         *     schedule_id must be a UUID: a non-UUID value gives 'This is not a valid UUID.' during validation, before existence is checked; an unknown schedule_id then gives 'Schedule not found'.
         */
        DeleteScheduleRequest: {
            /** @constant */
            action: "DELETE_SCHEDULE";
            client_key: components["schemas"]["ClientKey"];
            schedule_id: components["schemas"]["ScheduleId"];
            hash: components["schemas"]["Hash"];
        };
        /**
         * UpdateScheduleRequest
         * @description Updates a recurring schedule.
         *     schedule_id must be a UUID: a non-UUID value gives 'This is not a valid UUID.' during validation, before existence is checked; an unknown schedule_id then gives 'Schedule not found'.
         *     The schedule fields of section 2.4 (name, interval_length, interval_unit, payments_count) are required on create only; here they are accepted as optional, with the same form as on create.
         */
        UpdateScheduleRequest: {
            /** @constant */
            action: "UPDATE_SCHEDULE";
            client_key: components["schemas"]["ClientKey"];
            schedule_id: components["schemas"]["ScheduleId"];
            /** @description Name of the schedule. */
            name?: string;
            /** @description Length of the interval between payments, in interval_unit units. The source types it as a number; the form carries it as a string of digits. */
            interval_length?: string;
            /** @description Unit of interval_length. */
            interval_unit?: string;
            /** @description Number of payments of the schedule. The source types it as a number; the form carries it as a string of digits. */
            payments_count?: string;
            hash: components["schemas"]["Hash"];
        };
        /**
         * S2sCardResponse
         * @description The body of a successful S2S CARD answer.
         *     The source shows no S2S CARD response body other than the error body.
         *     For the two status actions (GET_TRANS_STATUS, GET_TRANS_STATUS_BY_ORDER) it is taken to be a status record (section 2.3); for the other seven it is an open JSON object.
         */
        S2sCardResponse: components["schemas"]["StatusRecord"] | {
            [key: string]: unknown;
        };
        /**
         * S2sCardNamedParameters
         * @description Parameters the source names for S2S CARD without placing them on any of the nine allowlisted actions.
         *     payer_present belongs to SALE and DEBIT; the others are named without an action. No branch carries them, and no branch accepts them (the branches are closed).
         */
        S2sCardNamedParameters: {
            /** @description Named by the source; its type and meaning are not shown. */
            term_url_3ds?: string;
            /** @description Same values as url_target. Since 6.7.0 the MID attribute Override Link Target, when set, wins over it. */
            term_url_target?: components["schemas"]["UrlTarget"];
            /** @description Card-on-file flow attribute, on SALE and DEBIT. */
            payer_present?: string;
            /** @description Optional; enforced only when its Protocol Mapping setting says Required. */
            payer_address?: string;
            /** @description Optional; enforced only when its Protocol Mapping setting says Required. */
            payer_country?: string;
            /** @description Optional; enforced only when its Protocol Mapping setting says Required. */
            payer_city?: string;
            /** @description Optional; enforced only when its Protocol Mapping setting says Required. */
            payer_zip?: string;
        };
        /**
         * StatusRecord
         * @description A payment record as a status response returns it.
         *     In status responses an absent ARN or RRN is omitted, never sent empty.
         */
        StatusRecord: components["schemas"]["PaymentRecord"] & {
            ARN?: string;
            RRN?: string;
        };
        /**
         * PaymentRecord
         * @description The payment fields of section 2.3, shared by callbacks and status responses.
         *     Beyond payment_id, trans_id, order_id and hash (always returned with redirects), each field is enabled per Protocol Mapping, a merchant-level setting; optional ones are off unless stated.
         *     `StatusRecord` and `CallbackPayload` narrow this record for their channel.
         */
        PaymentRecord: {
            /**
             * PaymentId
             * @description Gateway identifier of a Checkout payment.
             */
            payment_id?: string;
            trans_id?: components["schemas"]["TransId"];
            order_id?: components["schemas"]["OrderId"];
            /**
             * @description Status of the order. Values named by the source are `3ds` and `settled`; others exist.
             * @example settled
             * @example 3ds
             */
            order_status?: string;
            /**
             * CardToken
             * @description Present in every debit callback, including order_status settled (fixed in 6.7.0).
             */
            card_token?: string;
            /** @description Masked card number. Returned in status responses since 6.7.0. */
            card?: string;
            /** @description Card expiry, MM/YYYY. Returned in status responses since 6.7.0. */
            card_expiration_date?: string;
            /** @description Returned in the success callback of an initial recurring debit. */
            recurring_init_trans_id?: components["schemas"]["RecurringInitTransId"];
            /** @description Returned in the success callback of an initial recurring debit. */
            recurring_token?: components["schemas"]["RecurringToken"];
            /** @description Returned in the success callback of an initial recurring debit when a schedule is used. */
            schedule_id?: components["schemas"]["ScheduleId"];
            /** @description Free-form merchant data. In recurring requests the callback returns the value sent with the recurring request, not the initial one. */
            custom_data?: {
                [key: string]: unknown;
            };
            /** @description Payment method name in Checkout terms, for example a wallet name even when its token was decrypted; for card brands the value is `card`. */
            checkout_payment_method?: string;
            /** @description Brand name. */
            brand?: string;
            /** @description Acquirer reference number. In callbacks an absent value is sent empty; in status responses an absent value is omitted. */
            ARN?: string;
            /** @description Retrieval reference number. In callbacks an absent value is sent empty; in status responses an absent value is omitted. */
            RRN?: string;
            /** @description Card-on-file discriminator; off by default in callbacks; also a search filter. */
            initiator?: string;
            /** @description Card-on-file discriminator; off by default in callbacks; also a search filter. */
            source?: string;
            /** @description Card-on-file discriminator; off by default in callbacks; also a search filter. */
            sequence?: string;
            /** @description 3DS server transaction identifier. */
            threeDSServerTransID?: components["schemas"]["PaymentRecord"]["$defs"]["scalar"];
            /** @description 3DS directory server transaction identifier. */
            dsTransID?: components["schemas"]["PaymentRecord"]["$defs"]["scalar"];
            /** @description 3DS ACS transaction identifier. */
            acsTransID?: components["schemas"]["PaymentRecord"]["$defs"]["scalar"];
            /** @description 3DS transaction identifier (xid). */
            xid?: components["schemas"]["PaymentRecord"]["$defs"]["scalar"];
            /**
             * @description 3DS authentication status. Y success, N failure, C challenge; other values exist.
             * @example Y
             * @example N
             * @example C
             */
            transStatus?: string;
            /** @description 3DS result detail. */
            transStatusReason?: components["schemas"]["PaymentRecord"]["$defs"]["scalar"];
            /** @description 3DS result detail (ECI). */
            eci?: components["schemas"]["PaymentRecord"]["$defs"]["scalar"];
            /** @description 3DS protocol version. */
            protocolVersion?: components["schemas"]["PaymentRecord"]["$defs"]["scalar"];
            /** @enum {string} */
            authenticationFlow?: "Frictionless" | "Challenge";
            browser_color_depth?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_screen_height?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_screen_width?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_java_enabled?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_javascript_enabled?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_language?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_timezone_offset?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_user_agent?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_accept_headers?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            browser_platform?: components["schemas"]["PaymentRecord"]["$defs"]["browser"];
            payer_first_name?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_last_name?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_birth_date?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_address?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_address2?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_house_number?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_phone_country_code?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_country?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_state?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_city?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_district?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_zip?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_email?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_phone?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            payer_ip?: components["schemas"]["PaymentRecord"]["$defs"]["payer"];
            $defs: {
                scalar: string | number | boolean;
                /** @description Payer browser metadata. Stored as received when an external 3DS server was used; collected by the gateway otherwise. */
                browser: string | number | boolean;
                /** @description Payer attribute, individually configurable for callbacks and status responses. */
                payer: string | number | boolean;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * ErrorBody
         * @description The error body of every host.
         *     `result` is always `ERROR`.
         *     Clients match on `error_code` and `error_message` together: since 6.7.0 the not-found code follows the entity (101000 for transaction and order, 100000 for payment, schedule and recurring).
         */
        ErrorBody: {
            /** @constant */
            result: "ERROR";
            /** @description Error code. The source shows it as a number in some places and as a string in others, so both are accepted. */
            error_code: number | string;
            error_message: string;
            /** @description Present for validation failures ('Request data is invalid.'). */
            errors?: unknown[];
        } & {
            [key: string]: unknown;
        };
        /**
         * Hash
         * @description Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields followed by the merchant password, hex digests at each step.
         *     The SHA1 hex digest is 40 hexadecimal characters.
         *     The fields of each recipe are in the operation's or action's `x-hash`.
         * @example 0f7d1e8a5c3b2a190817263544536271809a0b1c
         */
        Hash: string;
        /**
         * ClientKey
         * @description Merchant identifier in S2S form requests. Test and live have separate values.
         */
        ClientKey: string;
        /**
         * TransId
         * @description Gateway identifier of a transaction (S2S CARD).
         */
        TransId: string;
        /**
         * OrderId
         * @description Merchant's order identifier (order_id, or order.number in Checkout). Unique per merchant: the pair merchant_key + order_id is deduplicated for 15 seconds (a repeat returns the original outcome), and reuse after the window may be rejected with 'order_id: Duplicate payment.'
         */
        OrderId: string;
        /**
         * DecimalAmount
         * @description A money amount written as a decimal string, for example `10.00`.
         *     It is the exact text that enters the hash, so it is never a JSON number: the same text goes into the body and into the hash input.
         * @example 10.00
         * @example 1500
         */
        DecimalAmount: string;
        /**
         * CurrencyCode
         * @description Currency code, three upper-case letters (alphabetic, A3, as the card cart sets write it), for example `USD`.
         * @example USD
         * @example EUR
         */
        CurrencyCode: string;
        /**
         * RecurringInitTransId
         * @description Transaction id of the initial recurring transaction (recurring_init_trans_id in Checkout, recurring_first_trans_id in S2S CARD).
         */
        RecurringInitTransId: string;
        /**
         * RecurringToken
         * @description Token used for subsequent recurring charges.
         */
        RecurringToken: string;
        /**
         * ScheduleId
         * Format: uuid
         * @description Identifier of a recurring schedule, in UUID format. A non-UUID value is rejected during validation with 'This is not a valid UUID.', before existence is checked.
         * @example 3f2b8c9e-1d4a-4c6b-9e7f-0a1b2c3d4e5f
         */
        ScheduleId: string;
        /**
         * UrlTarget
         * @description Browsing context a redirect opens in.
         *     Since 6.7.0 the MID attribute Override Link Target, when set, always wins over the merchant's `url_target` or `term_url_target`; in an iframe with `_top` the payer sees a Continue step that opens a new window.
         * @enum {string}
         */
        UrlTarget: "_blank" | "_self" | "_parent" | "_top";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postS2sCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["S2sCardRequest"];
            };
        };
        responses: {
            /**
             * @description The action succeeded.
             *     For the status actions (GET_TRANS_STATUS, GET_TRANS_STATUS_BY_ORDER) the body is taken to be a status record (section 2.3); the bodies of the other actions are not shown and are modelled as an open JSON object.
             *     The mock answers a valid request with the 200 example named after its action (`<ACTION>-<scenario>`), or with `not-shown` where the source shows no body.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["S2sCardResponse"];
                };
            };
            /**
             * @description The request is rejected.
             *     The examples are the catalogue rows with a body that can occur for some action (the union of the branches' `x-errors`); 208003 (capture of a non-pending payment) can occur too but its message is not shown, so it has no example.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The action is not in the allowlist (lower-case variants of the nine included). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
