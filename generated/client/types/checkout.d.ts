// Copied by scripts/generate-client.mjs from generated/types/checkout.ts. Do not edit.
export interface paths {
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Checkout session
         * @description Creates a Checkout session (the authentication request); the payer then completes the payment on the hosted form.
         *     Any payment creation is deduplicated on merchant_key + order.number for 15 seconds: a repeat within the window returns the original outcome.
         *     order.number is unique per merchant; reuse after the window may be rejected with 'order_id: Duplicate payment.'
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Hosted Payment Fields session token
         * @description Creates a session for Hosted Payment Fields and returns its token, which the browser library and the processing call (header `Token`) take.
         *     Same members as the session request; `return_url` is required; `customer_ip` is stored and forwarded to the connector as the payer IP.
         *     Any payment creation is deduplicated on merchant_key + order.number for 15 seconds: a repeat within the window returns the original outcome.
         *     order.number is unique per merchant; reuse after the window may be rejected with 'order_id: Duplicate payment.'
         */
        post: operations["createSessionToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/processing/purchase/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process a Hosted Payment Fields card purchase
         * @description Starts the card payment of a Hosted Payment Fields session, after the page has called `collectIframesData()`.
         *     The `Token` header carries the session token from POST /api/v1/session/token; card data travels in the library's frames, never in this body.
         *     On `redirect`, send the payer to `redirect_url`: by POST with `redirect_params` when they are present, otherwise by GET.
         *     The merchant callback that follows has the same structure as in ordinary Checkout.
         */
        post: operations["processPurchaseCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment/card/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit a card from its token
         * @description A credit (payout or refund) to the card behind a card token, with a flat body.
         *     A nested `order` object or an array `card_token` is rejected with 100000 'Request data is invalid.'; a bad card_token with 205005.
         *     `payee_first_name` and `payee_last_name`, when sent, override the payee name prefilled from the token.
         *     S2S CARD has no refund action: card refunds use this endpoint; a refund needs a settled payment.
         *     Any payment creation is deduplicated on merchant_key + order_id for 15 seconds: a repeat within the window returns the original outcome.
         *     order_id is unique per merchant; reuse after the window may be rejected with 'order_id: Duplicate payment.'
         */
        post: operations["createCardCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "payment-outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment outcome callback
         * @description Sent to the callback URL configured at the MID with the outcome of a Checkout sale, debit or credit; order_status is 3ds, settled or another value.
         *     The merchant's endpoint must be publicly reachable and answer 2xx promptly.
         */
        post: operations["paymentOutcomeCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "debit-card-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Debit with card token callback
         * @description Every callback of a debit made with a card_token carries card_token, card and card_expiration_date.
         *     The merchant's endpoint must be publicly reachable and answer 2xx promptly.
         */
        post: operations["debitCardTokenCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "initial-recurring-debit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initial recurring debit success callback
         * @description Sent when an initial recurring debit succeeds, with recurring_init_trans_id, recurring_token, and schedule_id when a schedule is used.
         *     The merchant's endpoint must be publicly reachable and answer 2xx promptly.
         */
        post: operations["initialRecurringDebitCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recurring-sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recurring secondary sale callback
         * @description Sent after a recurring secondary sale; custom_data is the value of that recurring request.
         *     The merchant's endpoint must be publicly reachable and answer 2xx promptly.
         */
        post: operations["recurringSaleCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "instant-payment-qr-bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Instant-payment QR bank callback
         * @description The bank callback of the instant-payment QR method: ACSC means success, RJCT means decline.
         *     The merchant's endpoint must be publicly reachable and answer 2xx promptly.
         */
        post: operations["instantPaymentQrBankCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    connector: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connector-based method callback
         * @description Sent to the URL configured in the connector's admin settings after payin or payout processing.
         *     The merchant's endpoint must be publicly reachable and answer 2xx promptly.
         */
        post: operations["connectorCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "success-url-redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirect to success_url
         * @description The payer's browser is redirected to the merchant's success_url with these query parameters.
         *     payment_id, trans_id, order_id and hash are always present, after 3DS and without it alike (return parameters on 3DS are a 6.7.0 addition); payment_method appears when Return additional parameters selects it.
         *     The URL must be a publicly reachable HTTPS URL that answers 2xx.
         */
        get: operations["successUrlRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cancel-url-redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirect to cancel_url
         * @description The payer's browser is redirected to the merchant's cancel_url with these query parameters.
         *     payment_id, trans_id, order_id and hash are always present, after 3DS and without it alike (return parameters on 3DS are a 6.7.0 addition); payment_method appears when Return additional parameters selects it.
         *     The URL must be a publicly reachable HTTPS URL that answers 2xx.
         */
        get: operations["cancelUrlRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * SessionRequest
         * @description The Checkout session (authentication) request.
         *     `auth: true` requests authentication only (authorize now, capture later) and is valid for purchase only.
         *     MID Payment Mode routing by `auth`: false (default) is eligible for SMS and SMS/DMS MIDs and issues a Sale; true is eligible for DMS and SMS/DMS MIDs and issues an Auth, captured later.
         */
        SessionRequest: {
            merchant_key: components["schemas"]["MerchantKey"];
            /**
             * @description Operation of the session. The values the source names.
             * @enum {string}
             */
            operation: "purchase" | "debit" | "credit";
            /** @description Payment method identifiers offered on the form. */
            methods?: string[];
            parameters?: components["schemas"]["MethodParameters"];
            order: components["schemas"]["Order"];
            customer?: components["schemas"]["Customer"];
            billing_address?: components["schemas"]["BillingAddress"];
            cancel_url?: components["schemas"]["HttpsUrl"];
            success_url?: components["schemas"]["HttpsUrl"];
            expiry_url?: components["schemas"]["HttpsUrl"];
            error_url?: components["schemas"]["HttpsUrl"];
            /** @description Redirection after 3DS. Required for Hosted Payment Fields (the session/token request). */
            return_url?: components["schemas"]["HttpsUrl"];
            url_target?: components["schemas"]["UrlTarget"];
            /** @description Session lifetime. */
            session_expiry?: number;
            /** @description Requests a card token. */
            req_token?: boolean;
            /** @description true marks the payment as the initial recurring payment (an initial recurring debit is operation debit with recurring_init true). */
            recurring_init?: boolean;
            vat_calc?: boolean;
            /**
             * @description true requests authentication only (authorize, capture later). Valid for purchase only. Added in 6.7.0.
             * @default false
             */
            auth: boolean;
            /** @description Free-form object stored with the transaction and returned in callbacks. Accepted on purchase, debit, credit and recurring (secondary sale) requests. */
            custom_data?: {
                [key: string]: unknown;
            };
            /** @description Payer's IP; stored and forwarded to the connector as the payer IP instead of the merchant server IP. */
            customer_ip?: string | unknown | unknown;
            /** @description Payer's IP; appears in requests for some methods. */
            payer_ip?: string;
            hash: components["schemas"]["Hash"];
        };
        /**
         * SessionTokenRequest
         * @description The session request of Hosted Payment Fields: the same members as the session request, with `return_url` (redirection after 3DS) required.
         *     success_url, cancel_url and error_url stay optional.
         *     `customer_ip` is stored and forwarded to the connector as the payer IP.
         */
        SessionTokenRequest: components["schemas"]["SessionRequest"] & unknown;
        /**
         * SessionTokenResponse
         * @description The session token that the Hosted Fields library and the processing call (header `Token`) take.
         */
        SessionTokenResponse: {
            /** @description Session token (<SESSION_TOKEN>). */
            token: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * InitialRecurringDebitRequest
         * @description The initial recurring debit: a session request with operation debit and recurring_init true.
         *     Its success callback returns recurring_init_trans_id, recurring_token, and schedule_id when a schedule is used.
         *     Recurring debit with schedules is an addition of 6.7.0; schedules work for sale- and debit-initiated chains alike.
         */
        InitialRecurringDebitRequest: components["schemas"]["SessionRequest"] & {
            /** @constant */
            operation?: "debit";
            /** @constant */
            recurring_init: true;
        };
        /**
         * CheckoutRecurringSaleRequest
         * @description Checkout recurring secondary sale: a charge from the stored recurring token of an initial recurring payment.
         *     The callback returns the custom_data of this request, not the initial one.
         */
        CheckoutRecurringSaleRequest: {
            merchant_key: components["schemas"]["MerchantKey"];
            recurring_init_trans_id: components["schemas"]["RecurringInitTransId"];
            recurring_token: components["schemas"]["RecurringToken"];
            custom_data?: {
                [key: string]: unknown;
            };
            hash: components["schemas"]["Hash"];
        } & {
            [key: string]: unknown;
        };
        /**
         * CheckoutScheduleOperation
         * @description The schedule operations named for Checkout recurring chains.
         * @enum {string}
         */
        CheckoutScheduleOperation: "CREATE_SCHEDULE" | "PAUSE" | "RUN" | "DELETE" | "INFO" | "DESCHEDULE";
        /**
         * ProcessingRequest
         * @description The Hosted Payment Fields processing request, sent after `collectIframesData()` with the session token in the `Token` header.
         *     Card data never passes through the merchant: the frames hold it.
         */
        ProcessingRequest: {
            /** @description Cardholder name. */
            name: string;
            /** @constant */
            with_hosted_fields: true;
            billing_address?: components["schemas"]["BillingAddress"];
            browser_info?: components["schemas"]["BrowserInfo"];
            email?: string;
            /**
             * Format: date
             * @description Payer's date of birth.
             */
            birth_day?: string;
            selected_language?: string;
            /** @description Accepted, not required. */
            hash?: components["schemas"]["Hash"];
        };
        /**
         * ProcessingResponse
         * @description The result of a Hosted Payment Fields processing call.
         *     On `redirect`, redirect the payer to `redirect_url`: by POST with `redirect_params` when they are present, otherwise by GET.
         *     The merchant callback that follows has the same structure as in ordinary Checkout.
         */
        ProcessingResponse: ({
            /**
             * @description success, decline, redirect, waiting, or undefined (uncertain status).
             * @enum {string}
             */
            result: "success" | "decline" | "redirect" | "waiting" | "undefined";
            /**
             * Format: uri
             * @description Present when result is redirect.
             */
            redirect_url?: string;
            /** @description When present, redirect by POST with these parameters; otherwise redirect by GET. */
            redirect_params?: unknown[];
            /** @description Present when result is decline. */
            decline_message?: string;
            public_id?: components["schemas"]["PublicId"];
        } & {
            [key: string]: unknown;
        }) & (unknown & unknown);
        /**
         * BrowserInfo
         * @description The payer's browser, as the merchant's page collects it for the processing call.
         *     All members are strings.
         *     On routes whose connector demands it, browser_info is in practice mandatory: an empty accept_header gives the connector error INVALID_REQUEST.
         */
        BrowserInfo: {
            color_depth?: string;
            java_enabled?: string;
            java_script_enabled?: string;
            language?: string;
            screen_height?: string;
            screen_width?: string;
            time_zone_offset?: string;
            user_agent?: string;
            platform?: string;
            /**
             * @description The shopper's own HTTP Accept header, not a constant; forwarded to the connector (fixed in 6.7.0).
             *     It must be non-empty for connectors that demand it; since the request does not show which connector serves it, this contract rejects an empty value outright.
             */
            accept_header?: string;
        };
        /**
         * CreditRequest
         * @description A card credit (payout or refund) from a card token, as a flat body.
         *     A nested `order` object or an array `card_token` is rejected with 100000 'Request data is invalid.'
         *     With a card_token the payer is asked only for the month and year of expiry, never for the security code.
         *     S2S CARD has no refund action: card refunds use this endpoint.
         */
        CreditRequest: {
            merchant_key: components["schemas"]["MerchantKey"];
            /** @constant */
            operation: "credit";
            order_id: components["schemas"]["OrderId"];
            order_amount: components["schemas"]["DecimalAmount"];
            order_currency: components["schemas"]["CurrencyCode"];
            order_description: string;
            /** @description A single string, never an array. Required for a token-driven credit (added in 6.7.0). */
            card_token?: components["schemas"]["CardToken"];
            name?: string;
            /** @description When sent, overrides the payee first name prefilled from the token. */
            payee_first_name?: string;
            /** @description When sent, overrides the payee last name prefilled from the token. */
            payee_last_name?: string;
            /** @description Free-form object stored with the transaction and returned in callbacks. */
            custom_data?: {
                [key: string]: unknown;
            };
            hash: components["schemas"]["Hash"];
        };
        /**
         * StatusLookupRequest
         * @description Checkout status lookup (GET_TRANS_STATUS) by payment_id or by order_id.
         *     `size` applies to the lookup by order_id: omitted, the answer is one object (the newest payment); 1 gives an array of one object; 2 to 100 an array of that many most recent payments sharing the order_id.
         *     Above 100 the gateway answers 'size should be within 1..100'.
         */
        StatusLookupRequest: {
            merchant_key: components["schemas"]["MerchantKey"];
            payment_id?: components["schemas"]["PaymentId"];
            order_id?: components["schemas"]["OrderId"];
            /** @description An integer from 1 to 100, written as a string. Added in 6.7.0. */
            size?: string;
            hash: components["schemas"]["Hash"];
        } & (unknown | unknown);
        /**
         * StatusLookupResponse
         * @description The answer of a Checkout status lookup: one status record when size is omitted (the newest payment), otherwise an array of the most recent payments sharing the order_id, newest first.
         */
        StatusLookupResponse: components["schemas"]["StatusRecord"] | components["schemas"]["StatusRecord"][];
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
            payment_id?: components["schemas"]["PaymentId"];
            trans_id?: components["schemas"]["TransId"];
            order_id?: components["schemas"]["OrderId"];
            /**
             * @description Status of the order. Values named by the source are `3ds` and `settled`; others exist.
             * @example settled
             * @example 3ds
             */
            order_status?: string;
            /** @description Present in every debit callback, including order_status settled (fixed in 6.7.0). */
            card_token?: components["schemas"]["CardToken"];
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
         * CallbackPayload
         * @description The body of a payment callback (HTTP notification) sent to the callback URL configured at the MID: the members of section 2.3.
         *     Beyond the identifiers, each member is enabled per Protocol Mapping; optional ones are off unless stated (initiator, source and sequence are off by default in callbacks).
         *     In callbacks an absent ARN or RRN is sent empty.
         *     The `hash` is the callback signature, computed over the raw body with a field order different from request signatures: keep the raw body and do not parse it before recomputing.
         *     The merchant's endpoint must be publicly reachable and answer 2xx promptly.
         */
        CallbackPayload: components["schemas"]["PaymentRecord"] & {
            /** @description Acquirer reference number; sent empty when absent. */
            ARN?: string;
            /** @description Retrieval reference number; sent empty when absent. */
            RRN?: string;
            /** @description The callback signature, over the raw body. */
            hash?: string;
            /** @description Extended data in callback payloads, added in 6.6.2. */
            extended_data?: unknown;
        };
        /**
         * DebitCardTokenCallback
         * @description A callback of a debit made with a card_token: every such callback, including order_status settled, carries card_token, card and card_expiration_date (fixed in 6.7.0).
         */
        DebitCardTokenCallback: components["schemas"]["CallbackPayload"] & unknown;
        /**
         * InitialRecurringDebitCallback
         * @description The success callback of an initial recurring debit (operation debit with recurring_init true): it carries recurring_init_trans_id and recurring_token, and schedule_id when a schedule is used.
         *     Keep recurring_init_trans_id and recurring_token: a recurring secondary sale takes them.
         */
        InitialRecurringDebitCallback: components["schemas"]["CallbackPayload"] & unknown;
        /**
         * RecurringSaleCallback
         * @description The callback of a recurring secondary sale: its custom_data is the value sent with that recurring request, not the initial one (added in 6.7.0).
         */
        RecurringSaleCallback: components["schemas"]["CallbackPayload"];
        /**
         * InstantPaymentQrBankCallback
         * @description The bank callback of the instant-payment QR method: ACSC means success, RJCT means decline.
         *     In a status lookup its statuses map as executed to SETTLED, rejected to DECLINED, pending to PENDING.
         */
        InstantPaymentQrBankCallback: {
            [key: string]: unknown;
        };
        /**
         * ConnectorCallback
         * @description The callback of a connector-based method, sent after payin or payout processing to the URL configured in the connector's admin settings.
         */
        ConnectorCallback: {
            [key: string]: unknown;
        };
        /**
         * Order
         * @description The order of a Checkout session request.
         *     All four members are required: the purchase hash is computed over number, amount, currency and description, in that order.
         */
        Order: {
            /** @description Merchant's order identifier (order_id). Unique per merchant. */
            number: components["schemas"]["OrderId"];
            /** @description Amount as a decimal string, the exact text that is hashed. */
            amount: components["schemas"]["DecimalAmount"];
            currency: components["schemas"]["CurrencyCode"];
            /** @description Order description. */
            description: string;
        };
        /**
         * Customer
         * @description The payer of a Checkout session.
         */
        Customer: {
            name?: string;
            email?: string;
            /**
             * Format: date
             * @description Date of birth, YYYY-MM-DD.
             */
            birth_date?: string;
        };
        /**
         * BillingAddress
         * @description Billing address of the payer.
         *     The billing state is collected from the payer only when `country` is one of CA, US, JP, AU, IN (changed in 6.7.0); for other countries the field is hidden and not validated. Its S2S CARD name is payer_state.
         */
        BillingAddress: {
            country?: components["schemas"]["CountryAlpha2"];
            /** @description Collected only for CA, US, JP, AU and IN; hidden and not validated for other countries. */
            state?: string;
            city?: string;
            address?: string;
            zip?: string;
            phone?: string;
            district?: string;
            house_number?: string;
        };
        /**
         * MethodParameters
         * @description Payment-method parameters of a session, keyed by method identifier; each value is an object of method-specific parameters (section 4.4).
         *     `card` holds the card method's sets.
         *     The other identifiers are brand names the source omits, so the set a method takes cannot be told from its identifier: any object is accepted, and the union below names every parameter set the source describes, for the docs and the types.
         *     Most redirect-type methods need no extra parameters.
         */
        MethodParameters: {
            card?: components["schemas"]["CardMethodParameters"];
        } & {
            [key: string]: components["schemas"]["BankDetail"] | components["schemas"]["CryptoMethod"] | components["schemas"]["CryptoCurrencyMethod"] | components["schemas"]["CryptoConversionMethod"] | components["schemas"]["TradingPlatformDeposit"] | components["schemas"]["TradingPlatformWithdrawal"] | components["schemas"]["IdentityDocumentNumber"] | components["schemas"]["IdentityTypedDocument"] | components["schemas"]["IdentityPersonalId"] | components["schemas"]["IdentityMemberId"] | components["schemas"]["IdentityBankCuil"] | components["schemas"]["IdentityBankCurp"] | components["schemas"]["IdentityBankAccount"] | components["schemas"]["UpiStyleMethod"] | components["schemas"]["InstalmentBuyLater"] | components["schemas"]["HostedPageProductData"] | components["schemas"]["MessageTransfer"] | components["schemas"]["OpenBankingMethod"] | components["schemas"]["MobileMoneyMethod"] | components["schemas"]["PayoutIndia"] | components["schemas"]["PayoutIndonesia"] | components["schemas"]["PayoutBrazil"] | components["schemas"]["PayoutColombia"] | components["schemas"]["PayoutPeru"] | components["schemas"]["WithdrawalToAccount"] | components["schemas"]["InstantPaymentKeyPayin"] | components["schemas"]["InstantPaymentKeyPayout"] | Record<string, never>;
        };
        /**
         * ApiKeySecretHeaders
         * @description The headers of the header-authenticated method's requests: `X-API-Key` and `X-API-Secret`, both required.
         *     They travel as HTTP headers, not as body members.
         */
        ApiKeySecretHeaders: {
            "X-API-Key": string;
            "X-API-Secret": string;
        };
        /**
         * BankDetail
         * @description Parameters of the bank-detail method, `parameters.<method_id>` of a Checkout session.
         *     Both members are required.
         */
        BankDetail: {
            /** @description Bank code. */
            bank_code: string;
            bank_account_number: string;
        };
        /**
         * CardCart
         * @description Cart of the card method, `parameters.card.cart`: its items and its payments.
         */
        CardCart: {
            items?: components["schemas"]["CardCartItem"][];
            payments?: components["schemas"]["CardCartPayment"][];
        };
        /**
         * CardCartItem
         * @description One cart item of the card method, `parameters.card.cart.items[n]`.
         *     The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not restrict free text to letters and digits here.
         *     Nn is a string of up to n digits; N10.N2 is a decimal string with up to 10 integer digits and up to 2 decimals.
         *     Members marked C (conditional) in the source are optional here, because their conditions are not shown.
         */
        CardCartItem: {
            name?: string;
            merchantItemId?: string;
            /** @description Quantity, N5. */
            quantity?: string;
            type?: string;
            sku?: string;
            /** @description Currency, A3. */
            currency?: components["schemas"]["CurrencyCode"];
            description?: string;
            /** @description Commodity code, N8. */
            commodityCode?: string;
            commodityDescription?: string;
            originalPrice?: string;
            /** @description Price, N13. */
            price?: string;
            /** @description Total amount, N13. */
            totalAmount?: string;
            /** @description Tax amount, N13. */
            taxAmount?: string;
            /** @description Total tax amount, N13. */
            totalTaxAmount?: string;
            tax?: string;
            taxCategory?: string;
            /** @description Shipping amount, N10.N2. */
            shipping?: string;
            /** @description Discount, N13. */
            discount?: string;
            giftMessage?: string;
            shippingMethod?: string;
            shippingInstructions?: string;
            shippingTrackingNumber?: string;
            /**
             * @description Unit of the quantity.
             * @enum {string}
             */
            quantityUnit?: "M" | "CM" | "KG" | "G" | "COUNT";
            /** Format: uri */
            productUrl?: string;
            /** Format: uri */
            imageUrl?: string;
            /** @description Total discount amount, N10.N2. */
            totalDiscountAmount?: string;
            productCode?: string;
            partNumber?: string;
            /** @description Item number, N3. */
            itemNumber?: string;
            vatReferenceNumber?: string;
            sellerId?: string;
            deliveryDate?: string;
            recipient?: components["schemas"]["CardCartItemRecipient"];
        };
        /**
         * CardCartItemRecipient
         * @description Recipient object of a card cart item, `parameters.card.cart.items[n].recipient`.
         *     All members are optional.
         *     The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not restrict free text to letters and digits here.
         */
        CardCartItemRecipient: {
            salutation?: string;
            firstName?: string;
            middleName?: string;
            lastName?: string;
            apartment?: string;
            street?: string;
            address?: string;
            city?: string;
            state?: string;
            postcode?: string;
            /** @description Country as an alpha-2 code (A2) or a 3-digit numeric code (N3). */
            country?: string;
            /** @description Phone, N25 (up to 25 digits). */
            phone?: string;
            email?: string;
        };
        /**
         * CardCartPayment
         * @description One cart payment of the card method, `parameters.card.cart.payments[n]`, such as a gift card or a promotion.
         *     All members are optional.
         *     N10.N2 is a decimal string with up to 10 integer digits and up to 2 decimals.
         */
        CardCartPayment: {
            name?: string;
            /** @enum {string} */
            type?: "GIFTCARD" | "PROMOTION";
            /** @description Amount, N10.N2. */
            amount?: string;
            /** @description Currency, A3. */
            currency?: components["schemas"]["CurrencyCode"];
            /** @enum {string} */
            status?: "pending" | "authorized" | "captured";
            brand?: string;
            /** @description Whether this is the primary payment (true or false). */
            primary?: boolean;
        };
        /**
         * CardContactShipping
         * @description Contact and shipping members of the card method, flat members of `parameters.card`.
         *     All members are optional strings.
         *     `shipping_postcode` has up to 9 digits and `shipping_country` is a 3-digit code.
         *     It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.
         */
        CardContactShipping: {
            /** @description Payer's phone number. */
            customer_phone?: string;
            /** @description Phone country code of the payer. */
            customer_telnocc?: string;
            shipping_street1?: string;
            shipping_city?: string;
            shipping_state?: string;
            /** @description Postcode, up to 9 digits. */
            shipping_postcode?: string;
            /** @description Shipping country as a 3-digit code. */
            shipping_country?: string;
        };
        /**
         * CardDescriptor
         * @description Descriptor of the card method, a member of `parameters.card`.
         *     It is a string of up to 20 characters and is optional.
         *     It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.
         */
        CardDescriptor: {
            /** @description Descriptor, up to 20 characters. */
            descriptor?: string;
        };
        /**
         * CardInstallments
         * @description Installment plan of the card method, members of `parameters.card`.
         *     All three members are required 2-digit numeric strings.
         *     It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.
         */
        CardInstallments: {
            /**
             * @description Initial delay; `00` no initial delay, `01` one month.
             * @enum {string}
             */
            bnrg_installm_def: "00" | "01";
            /** @description Number of monthly payments, as a 2-digit numeric string. */
            bnrg_installm_months: string;
            /**
             * @description Plan; `03` no interest, `05` with interest, `07` defer only the initial payment.
             * @enum {string}
             */
            bnrg_installm_plan: "03" | "05" | "07";
        };
        /**
         * CardMarketplace
         * @description Marketplace data of the card method, `parameters.card.marketPlace`: its sellers.
         */
        CardMarketplace: {
            sellers?: components["schemas"]["CardMarketplaceSeller"][];
        };
        /**
         * CardMarketplaceSeller
         * @description One marketplace seller of the card method, `parameters.card.marketPlace.sellers[n]`.
         *     Both members are optional.
         */
        CardMarketplaceSeller: {
            /** @description Seller identifier, AN255. */
            id?: string;
            /** @description Seller's amount, N13 (up to 13 digits). */
            amount?: string;
        };
        /**
         * CardMethodParameters
         * @description The card method's parameters, `parameters.card` of a Checkout session.
         *     It combines the flat sets (installments, tax identity, descriptor, contact and shipping, sender and receiver identity) with the `shipping`, `cart` and `marketPlace` objects.
         *     A set whose members are all required (installments, tax identity) applies once any of its members is sent (for tax identity, including `toBankAccountId`, which the source shows with that set); then all its required members must be sent.
         *     The flat sets are open and combined with `allOf`, so this object is closed with `unevaluatedProperties: false`: a member outside every set is rejected.
         */
        CardMethodParameters: {
            shipping?: components["schemas"]["CardShipping"];
            cart?: components["schemas"]["CardCart"];
            marketPlace?: components["schemas"]["CardMarketplace"];
        } & (unknown & unknown & components["schemas"]["CardDescriptor"] & components["schemas"]["CardContactShipping"] & components["schemas"]["CardSenderReceiverIdentity"]);
        /**
         * CardSenderReceiverIdentity
         * @description Sender (payer) and receiver (payee) identity of the card method, for debit, flat members of `parameters.card`.
         *     All members are optional strings.
         *     It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.
         */
        CardSenderReceiverIdentity: {
            payer_identity_type?: string;
            payer_identity_id?: string;
            payer_identity_country?: string;
            payer_identity_exp_date?: string;
            payer_nationality?: string;
            payer_country_of_birth?: string;
            payee_first_name?: string;
            payee_last_name?: string;
            payee_middle_name?: string;
            payee_address?: string;
            payee_city?: string;
            payee_state?: string;
            payee_country?: string;
            payee_zip?: string;
            payee_phone?: string;
            payee_birth_date?: string;
            payee_identity_type?: string;
            payee_identity_id?: string;
            payee_identity_country?: string;
            payee_identity_exp_date?: string;
            payee_nationality?: string;
            payee_country_of_birth?: string;
        };
        /**
         * CardShipping
         * @description Shipping object of the card method, `parameters.card.shipping`.
         *     The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not restrict free text to letters and digits here.
         *     Members marked C (conditional) in the source are optional here, because their conditions are not shown.
         *     N13 is a string of up to 13 digits.
         */
        CardShipping: {
            street1?: string;
            street2?: string;
            houseNumber1?: string;
            houseNumber2?: string;
            city?: string;
            state?: string;
            postcode?: string;
            /** @description Country, ISO 3166-1 alpha-2 (A2). */
            country?: components["schemas"]["CountryAlpha2"];
            /** @description Shipping method. */
            method?: string;
            /** @description Shipping cost, N13 (up to 13 digits). */
            cost?: string;
            comment?: string;
            expectedDate?: string;
            logisticsProvider?: string;
            trackingNumber?: string;
            returnTrackingNumber?: string;
            normalized?: string;
            validationStatus?: string;
            warehouse?: string;
            preference?: string;
            middleName?: string;
            companyName?: string;
            phone?: string;
            workPhone?: string;
            mobile?: string;
            email?: string;
            /**
             * @description Direction of the shipment, `return` or `shipment`.
             * @enum {string}
             */
            type?: "return" | "shipment";
        };
        /**
         * CardTaxIdentity
         * @description Tax identity of the payer for the card method, members of `parameters.card`.
         *     The four named members are required strings; as required identifiers they are non-empty.
         *     The source's example also carries `toBankAccountId`, whose requirement level it does not give, so it is optional here.
         *     It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.
         */
        CardTaxIdentity: {
            /**
             * @description Document type; the source gives the value `cpf`.
             * @enum {string}
             */
            document_type: "cpf";
            /** @description Document number. */
            document_number: string;
            /** @description Social (registered) name of the payer. */
            social_name: string;
            /** @description Fiscal country as an alpha-2 code. */
            fiscal_country: components["schemas"]["CountryAlpha2"];
            /** @description Carried by the source's example of this set. */
            toBankAccountId?: string;
        };
        /**
         * CollectionLink
         * @description A request of the collection-link family to the connector.
         *     `amount` (a double), `expiryDate`, `callbackUrl`, `reference`, `merchantType`, `merchantName`, `accountId`, `market`, `type` and `currency` are required.
         *     `type` is one of PIX, OFFLINE, OFFLINE_SERVICE_PAYMENT, SPEI, PULL.
         *     `redirectUrl` is required for most offline types; the country variants add `clientTaxId` (`CollectionLinkTaxId`) or `clientname` (`CollectionLinkClientName`); the pull variants add `bankDetails` (`CollectionLinkPull`).
         */
        CollectionLink: {
            /** @description Amount, a double. */
            amount: number;
            expiryDate: string;
            /** Format: uri */
            callbackUrl: string;
            reference: string;
            merchantType: string;
            merchantName: string;
            accountId: string;
            market: string;
            /** @enum {string} */
            type: "PIX" | "OFFLINE" | "OFFLINE_SERVICE_PAYMENT" | "SPEI" | "PULL";
            currency: string;
            /**
             * Format: uri
             * @description Required for most offline types.
             */
            redirectUrl?: string;
            /** @description Payer's tax id; required in the Argentina and Chile variants (`CollectionLinkTaxId`). */
            clientTaxId?: string;
            /** @description Payer's name; required in the Paraguay and Peru variants (`CollectionLinkClientName`). */
            clientname?: string;
            bankDetails?: components["schemas"]["CollectionLinkBankDetails"];
        };
        /**
         * CollectionLinkBankDetails
         * @description Bank details of the pull variants of the collection-link family, `bankDetails`.
         *     A pull variant takes `cbu` and `alias`, or `phoneNumber` and `otp`; the latter pair is collected on interaction with the payer.
         *     The members of a pair go together: one without the other is rejected.
         */
        CollectionLinkBankDetails: {
            cbu?: string;
            alias?: string;
            phoneNumber?: string;
            otp?: string;
        };
        /**
         * CollectionLinkClientName
         * @description The Paraguay and Peru variants of the collection-link request: the family's request with `clientname` required.
         */
        CollectionLinkClientName: WithRequired<components["schemas"]["CollectionLink"], "clientname">;
        /**
         * CollectionLinkPull
         * @description The pull variants of the collection-link request: the family's request with `type` PULL and `bankDetails`.
         *     `bankDetails` carries `cbu` and `alias`, or `phoneNumber` and `otp` (collected on interaction with the payer).
         */
        CollectionLinkPull: {
            /** @constant */
            type: "PULL";
            bankDetails: unknown | unknown;
        } & WithRequired<components["schemas"]["CollectionLink"], "type" | "bankDetails">;
        /**
         * CollectionLinkTaxId
         * @description The Argentina and Chile variants of the collection-link request: the family's request with `clientTaxId` required.
         */
        CollectionLinkTaxId: WithRequired<components["schemas"]["CollectionLink"], "clientTaxId">;
        /**
         * CryptoConversionMethod
         * @description Parameters of a conversion method of the crypto family, `parameters.<method_id>` of a Checkout session.
         *     It takes one required member, `toCurrency`, a valid currency code.
         */
        CryptoConversionMethod: {
            /** @description Target currency, a valid currency code. */
            toCurrency: components["schemas"]["CurrencyCode"];
        };
        /**
         * CryptoCurrencyMethod
         * @description Parameters of another crypto method, `parameters.<method_id>` of a Checkout session.
         *     It takes one required member, `cryptoCurrency`.
         */
        CryptoCurrencyMethod: {
            cryptoCurrency: string;
        };
        /**
         * CryptoMethod
         * @description Parameters of the crypto method, `parameters.<method_id>` of a Checkout session.
         *     `crypto_type` is required; `network_type`, `bech32` and `accountId` are optional.
         *     `network_type` applies only to USDT.
         */
        CryptoMethod: {
            /**
             * @description Network of the transfer; `eth` (default) or `tron`; only for USDT.
             * @default eth
             * @enum {string}
             */
            network_type: "eth" | "tron";
            /**
             * @description Whether a bech32 address is used.
             * @default false
             */
            bech32: boolean;
            /** @description Crypto currency type. */
            crypto_type: string;
            accountId?: string;
        };
        /**
         * HostedPageProductData
         * @description Product data of the hosted-page method, `parameters.<method_id>` of a Checkout session.
         *     All members are conditional; their conditions are not shown, so all are optional here.
         */
        HostedPageProductData: {
            product_reference_id?: string;
            product_name?: string;
            /** @description Product quantity, a number; "max 4" is read as at most 4 digits, like the other maximums of this set. */
            product_quantity?: number;
            product_sku?: string;
            product_category?: string;
            product_url?: string;
            product_image_url?: string;
            product_type?: string;
        };
        /**
         * IdentityBankAccount
         * @description Parameters of the identity-collecting bank variant (Turkey and Thailand), `parameters.<method_id>` of a Checkout session.
         *     All three members are conditional.
         *     `accountName` has 1 to 64 characters and must match the real payer; `accountNumber` must match the real account.
         *     The gateway cannot check those matches in a schema; they are rules for the integrator.
         */
        IdentityBankAccount: {
            orgCode?: string;
            /** @description Account holder's name, 1 to 64 characters; must match the real payer. */
            accountName?: string;
            /** @description Account number; must match the real account. */
            accountNumber?: string;
        };
        /**
         * IdentityBankCuil
         * @description Parameters of an identity-collecting method that takes the payer's CUIL, `parameters.<method_id>` of a Checkout session.
         *     `bank_cuil` is a string; when it is absent, it is asked of the payer, so the request may omit it.
         */
        IdentityBankCuil: {
            /** @description The payer's CUIL; asked of the payer when absent. */
            bank_cuil?: string;
        };
        /**
         * IdentityBankCurp
         * @description Parameters of an identity-collecting method that takes the payer's CURP, `parameters.<method_id>` of a Checkout session.
         *     `bank_curp` is a string; when it is absent, it is asked of the payer, so the request may omit it.
         */
        IdentityBankCurp: {
            /** @description The payer's CURP; asked of the payer when absent. */
            bank_curp?: string;
        };
        /**
         * IdentityDocumentNumber
         * @description Parameters of an identity-collecting method that takes the payer's document number, `parameters.<method_id>` of a Checkout session.
         *     `document_number` is conditional: when it is absent, the payment form collects it from the payer, so the request may omit it.
         */
        IdentityDocumentNumber: {
            /** @description The payer's document number; collected on the form when absent. */
            document_number?: string;
        };
        /**
         * IdentityMemberId
         * @description Parameters of an identity-collecting method that takes a member id, `parameters.<method_id>` of a Checkout session.
         *     `memberId` is conditional.
         */
        IdentityMemberId: {
            memberId?: string;
        };
        /**
         * IdentityPersonalId
         * @description Parameters of an identity-collecting method that takes the payer's personal id, `parameters.<method_id>` of a Checkout session.
         *     `personal_id` is conditional: when it is absent, the payment form collects it from the payer, so the request may omit it.
         */
        IdentityPersonalId: {
            /** @description The payer's personal id; collected on the form when absent. */
            personal_id?: string;
        };
        /**
         * IdentityTypedDocument
         * @description Parameters of the identity-collecting variant that takes a document type beside the document number, `parameters.<method_id>` of a Checkout session.
         *     `document_number` is conditional: when it is absent, the payment form collects it from the payer, so the request may omit it.
         *     `document_type` is conditional.
         */
        IdentityTypedDocument: {
            /** @description The payer's document number; collected on the form when absent. */
            document_number?: string;
            document_type?: string;
        };
        /**
         * InstalmentBuyLater
         * @description Parameters of the instalment and buy-later methods, `parameters.<method_id>` of a Checkout session.
         *     All members are required.
         *     `buyer_registered_since` is an ISO 8601 date-time in UTC; `buyer_loyalty_level` is a number, the count of the buyer's successful earlier orders (default 0).
         */
        InstalmentBuyLater: {
            category: string;
            /**
             * Format: date-time
             * @description When the buyer registered, an ISO 8601 date-time in UTC, for example `2024-05-01T10:00:00Z`.
             */
            buyer_registered_since: string;
            /**
             * @description Count of the buyer's successful earlier orders; a count, so a whole number from 0.
             * @default 0
             */
            buyer_loyalty_level: number;
            shipping_amount: string | number;
            tax_amount: string | number;
            product_reference_id: string;
            product_type: string;
            product_sku: string;
            product_amount: string | number;
        };
        /**
         * InstantPaymentKeyPayin
         * @description The `parameters` members of the instant-payment-key payin, by their inner names; all are optional.
         *     In an S2S form each member travels as a literal flat key `parameters[<name>]` (for example `parameters[branch_identifier]`); in a Checkout session it is a member of `parameters.<method_id>`.
         *     Each member can be preset at the MID, so it need not be sent.
         *     The payin's mandatory request members `order.amount` and `fine` are in `InstantPaymentKeyPayinRequest`.
         */
        InstantPaymentKeyPayin: {
            /** @description Branch identifier, 4 digits. */
            branch_identifier?: string;
            source_account_number?: string;
            /**
             * @description Type of the debtor's document.
             * @enum {string}
             */
            type_document?: "CPF" | "CNPJ";
            /** @description Debtor's document, 11 or 14 digits. */
            debtor_document?: string;
            /** @description Debtor's name, at most 25 characters. */
            debtor_name?: string;
        };
        /**
         * InstantPaymentKeyPayinRequest
         * @description The request members that the instant-payment-key payin makes mandatory (M), outside its `parameters` set.
         *     `order.amount` is a decimal and `fine` is mandatory.
         *     This schema states only those requirements and leaves the rest of the request to its own schema, so it is open.
         */
        InstantPaymentKeyPayinRequest: {
            order: {
                amount: components["schemas"]["DecimalAmount"];
            };
            /** @description Mandatory member named fine. */
            fine: unknown;
        };
        /**
         * InstantPaymentKeyPayinResponse
         * @description The members the instant-payment-key payin response carries: the QR code's id, the status, the QR image in Base64 and the copy-and-paste code.
         */
        InstantPaymentKeyPayinResponse: {
            qr_code_id: string;
            status: string;
            /** @description The QR code image, Base64-encoded. */
            base_64_image: string;
            /** @description The payment code for the payer to copy and paste. */
            pix_copy_and_paste: string;
        };
        /**
         * InstantPaymentKeyPayout
         * @description The `parameters` members of the instant-payment-key payout, by their inner names; all three are mandatory (M).
         *     In an S2S form each member travels as a literal flat key `parameters[<name>]` (for example `parameters[key]`); in a Checkout session it is a member of `parameters.<method_id>`.
         *     `key` is a random key of up to 36 characters, an 11- or 14-digit tax id, an e-mail address of up to 180 characters, or a 13-digit phone number.
         *     The payout's mandatory `order.amount` is in `InstantPaymentKeyPayoutRequest`.
         */
        InstantPaymentKeyPayout: {
            /** @description The payee's key; a random key (up to 36 characters), a tax id (11 or 14 digits), an e-mail (up to 180 characters) or a phone (13 digits). */
            key: string | unknown | unknown | unknown | unknown;
            source_account_number: string;
            branch_identifier: string;
        };
        /**
         * InstantPaymentKeyPayoutRequest
         * @description The request member that the instant-payment-key payout makes mandatory (M) outside its `parameters` set: `order.amount`.
         *     This schema states only that requirement and leaves the rest of the request to its own schema, so it is open.
         */
        InstantPaymentKeyPayoutRequest: {
            order: {
                amount: components["schemas"]["DecimalAmount"];
            };
        };
        /**
         * InstantPaymentQrResponse
         * @description The S2S APM response of the instant-payment QR method: an S2S APM response that carries the QR code in `redirect_params.qr_code`, a Base64 value.
         *     The merchant draws the QR code from it.
         */
        InstantPaymentQrResponse: {
            redirect_params: Record<string, never>;
        } & ({
            /**
             * @description Redirect parameters. For the instant-payment QR method (a sale with redirect; currencies EUR, RSD, BAM, MKD) they carry `qr_code`.
             *     In the Hosted Payment Fields processing response (section 4.1) `redirect_params` is described as an array; here the source names a member of it, so it is an object.
             */
            redirect_params: {
                /** @description The QR code as a Base64 value; the merchant draws the QR from it. It expires after 1 minute by default. */
                qr_code?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /**
         * InstantPaymentQrSession
         * @description The session members that the instant-payment QR method constrains: the order currency is one of EUR, RSD, BAM, MKD.
         *     The method is a sale with redirect; the QR code expires after 1 minute by default.
         *     On Checkout the gateway displays the QR with the order number, amount and description; on S2S APM the response carries the QR code (`InstantPaymentQrResponse`) and the merchant draws it.
         *     This schema states only that requirement and leaves the rest of the session to its own schema, so it is open.
         */
        InstantPaymentQrSession: {
            order: {
                /** @enum {string} */
                currency: "EUR" | "RSD" | "BAM" | "MKD";
            };
        };
        /**
         * MessageTransfer
         * @description Parameters of the money-transfer-by-message methods (payin), `parameters.<method_id>` of a Checkout session.
         *     Both members are optional.
         *     `SecurityQuestionAnswer` has 3 to 25 characters and no spaces.
         */
        MessageTransfer: {
            SecurityQuestion?: string;
            /** @description Answer to the security question, 3 to 25 characters, no spaces. */
            SecurityQuestionAnswer?: string;
        };
        /**
         * MessageTransferPayout
         * @description The payout variant of a money-transfer-by-message method: the members of the flat payout request.
         *     All members are required.
         *     The two `parameters[...]` members are literal flat form keys, as in the S2S forms; the others are top-level request members.
         *     `SecurityQuestion` has 10 to 40 characters; `SecurityQuestionAnswer` has 3 to 40 characters and, as in all transfer methods, no spaces.
         */
        MessageTransferPayout: {
            payer_first_name: string;
            /** @description Payer's e-mail address, 2 to 60 characters. */
            payer_email: string;
            order_amount: components["schemas"]["DecimalAmount"];
            order_currency: components["schemas"]["CurrencyCode"];
            /** @description Order description, 5 to 200 characters. */
            order_description: string;
            /** @description Security question, 10 to 40 characters. */
            "parameters[SecurityQuestion]": string;
            /** @description Answer to the security question, 3 to 40 characters, no spaces. */
            "parameters[SecurityQuestionAnswer]": string;
            account_uuid: string;
            /**
             * @description How the fee is calculated; `account_level` (default) or `transaction_level`.
             * @default account_level
             * @enum {string}
             */
            fee_calculation_method: "account_level" | "transaction_level";
        };
        /**
         * MobileMoneyMethod
         * @description Parameters of the mobile-money (payer) method, `parameters.<method_id>` of a Checkout session.
         *     All members are optional strings.
         *     `NarrativeFileName` and `NarrativeFileBase64` are ignored unless both are sent; sending one alone is not an error.
         *     Section 8 gives the method's Reference (public id) a minimum of 8 characters.
         */
        MobileMoneyMethod: {
            AccountProviderCode?: string;
            /** @description Name of the narrative file; ignored unless NarrativeFileBase64 is also sent. */
            NarrativeFileName?: string;
            /** @description Content of the narrative file in Base64; ignored unless NarrativeFileName is also sent. */
            NarrativeFileBase64?: string;
            ProviderReferenceText?: string;
            /** @description The payer method's reference, the public id, at least 8 characters. */
            Reference?: string;
        };
        /**
         * OpenBankingMethod
         * @description Parameters of the open-banking method, `parameters.<method_id>` of a Checkout session.
         *     All three members are required; `payee_identifications` is an array of `{type, identification}` objects.
         */
        OpenBankingMethod: {
            payee_name: string;
            payee_country: string;
            payee_identifications: components["schemas"]["OpenBankingPayeeIdentification"][];
        };
        /**
         * OpenBankingPayeeIdentification
         * @description One identification of the payee in the open-banking method, an item of `payee_identifications`.
         *     Both members are required; `type` is one of the 21 identification types the source lists.
         */
        OpenBankingPayeeIdentification: {
            /** @enum {string} */
            type: "SORT_CODE" | "ACCOUNT_NUMBER" | "IBAN" | "BBAN" | "BIC" | "PAN" | "MASKED_PAN" | "MSISDN" | "BSB" | "NCC" | "ABA" | "ABA_WIRE" | "ABA_ACH" | "EMAIL" | "ROLL_NUMBER" | "BLZ" | "IFS" | "CLABE" | "CTN" | "BRANCH_CODE" | "VIRTUAL_ACCOUNT_ID";
            /** @description The identification value of the given type. */
            identification: string;
        };
        /**
         * PayoutBrazil
         * @description Payout (withdrawal) set for Brazil: the common payout members plus `taxNumber` (required), a CPF of 11 digits or a CNPJ of 14 digits.
         */
        PayoutBrazil: {
            /** @description Payee tax number, CPF (11 digits) or CNPJ (14 digits). */
            taxNumber: string;
        } & components["schemas"]["PayoutWithdrawal"];
        /**
         * PayoutColombia
         * @description Payout (withdrawal) set for Colombia: the common payout members plus `cashAccountType`, `idType` and `identity`, all required.
         *     `cashAccountType` is `CORRIENTE` or `AHORROS` (String(32)); `idType` is `CC` or `CE`.
         */
        PayoutColombia: {
            /** @enum {string} */
            cashAccountType: "CORRIENTE" | "AHORROS";
            /** @enum {string} */
            idType: "CC" | "CE";
            /** @description Number of the payee's identity document of type idType. */
            identity: string;
        } & components["schemas"]["PayoutWithdrawal"];
        /**
         * PayoutIndia
         * @description Payout (withdrawal) set for India: the common payout members plus `ifscCode` (String(16), required).
         */
        PayoutIndia: {
            /** @description Bank branch code, String(16). */
            ifscCode: string;
        } & components["schemas"]["PayoutWithdrawal"];
        /**
         * PayoutIndonesia
         * @description Payout (withdrawal) set for Indonesia: the common payout members plus the optional `name` and `accountNo`.
         */
        PayoutIndonesia: {
            name?: string;
            accountNo?: string;
        } & components["schemas"]["PayoutWithdrawal"];
        /**
         * PayoutPeru
         * @description Payout (withdrawal) set for Peru: the common payout members plus `cashAccountType`, `idType`, `identity`, `cci_`, `name`, `email` and `phone`, all required.
         *     `cashAccountType` is `CORRIENTE` or `AHORROS` (String(32)); `idType` is `DNI`, `CE`, `PAS` or `RUC`; `cci_` is String(20).
         */
        PayoutPeru: {
            /** @enum {string} */
            cashAccountType: "CORRIENTE" | "AHORROS";
            /** @enum {string} */
            idType: "DNI" | "CE" | "PAS" | "RUC";
            /** @description Number of the payee's identity document of type idType. */
            identity: string;
            /** @description Interbank account code, String(20); the wire name ends in an underscore. */
            cci_: string;
            name: string;
            email: string;
            phone: string;
        } & components["schemas"]["PayoutWithdrawal"];
        /**
         * PayoutWithdrawal
         * @description The members common to the payout (withdrawal) sets, `parameters.<method_id>` of a payout session.
         *     `paymentMethod` is a code of up to 6 characters (String(6)) and `cashAccount` up to 32 characters (String(32)); both are required.
         *     The country sets (`PayoutIndia`, `PayoutIndonesia`, `PayoutBrazil`, `PayoutColombia`, `PayoutPeru`) add their members to these; this part is open and each country set is closed.
         */
        PayoutWithdrawal: {
            /** @description Payment method code, String(6). */
            paymentMethod: string;
            /** @description Account to pay to, String(32). */
            cashAccount: string;
        };
        /**
         * TradingPlatformDeposit
         * @description Parameters of the trading-platform deposit method, `parameters.<method_id>` of a Checkout session.
         *     `paymentGatewayName` and `paymentCurrency` are required; `tradingAccountLogin` is optional.
         */
        TradingPlatformDeposit: {
            paymentGatewayName: string;
            paymentCurrency: string;
            tradingAccountLogin?: string;
        };
        /**
         * TradingPlatformWithdrawal
         * @description Parameters of the trading-platform withdrawal method, `parameters.<method_id>` of a Checkout session.
         *     `withdrawCurrency` and `address` are required; `tradingAccountLogin` is optional.
         */
        TradingPlatformWithdrawal: {
            withdrawCurrency: string;
            address: string;
            tradingAccountLogin?: string;
        };
        /**
         * TwoStepIdentitySession
         * @description The session members that the two-step identity (challenge) method requires; they are members of the session request, not of `parameters.<method_id>`.
         *     `billing_address.phone`, `customer.email`, `customer.name` (first and last name), `billing_address.country`, `billing_address.address`, `billing_address.city` and `billing_address.zip` are all required.
         *     A challengeId must be obtained before the payment.
         *     This schema states only those requirements and leaves the rest of the session to `SessionRequest`, so it is open.
         */
        TwoStepIdentitySession: {
            customer: {
                /** @description First and last name, so at least two words. */
                name: string;
                email: string;
            };
            billing_address: {
                phone: string;
                country: components["schemas"]["CountryAlpha2"];
                address: string;
                city: string;
                zip: string;
            };
        };
        /**
         * UpiStyleMethod
         * @description Parameters of the UPI-style methods, `parameters.<method_id>` of a Checkout session.
         *     A method takes either `upi_id` or `upiAddress`, and that member is required; exactly one of the two is sent.
         */
        UpiStyleMethod: {
            upi_id?: string;
            upiAddress?: string;
        } & (unknown | unknown);
        /**
         * VoucherAuthorizationHeader
         * @description The headers of the voucher-reference family's requests (create reference, create payment).
         *     They travel as HTTP headers, not as body members.
         *     The `authorization` header carries the authorization token obtained in the family's first step, and is required.
         */
        VoucherAuthorizationHeader: {
            /** @description The authorization token. */
            authorization: string;
        };
        /**
         * VoucherPaymentRequest
         * @description The body of the voucher-reference family's "create payment" request, the third step after creating the reference.
         *     The Gateway ID is required.
         *     The request carries the token in the `authorization` header (`VoucherAuthorizationHeader`).
         */
        VoucherPaymentRequest: {
            /** @description The Gateway ID. */
            gateway_id: string;
        };
        /**
         * VoucherReferenceRequest
         * @description The body of the voucher-reference family's "create reference" request, the second step after obtaining the authorization token.
         *     All three members are required: `order.amount` (a number), the merchant's public id (a string of up to 40 positions) and a boolean reference type (true for a single payment, false for recurring).
         *     The request carries the token in the `authorization` header (`VoucherAuthorizationHeader`).
         */
        VoucherReferenceRequest: {
            order: {
                /** @description Amount, a number. */
                amount: number;
            };
            /** @description The merchant's public id, up to 40 positions. */
            public_id: string;
            /** @description true for a single payment, false for a recurring one. */
            reference_type: boolean;
        };
        /**
         * WalletCardSession
         * @description The session members that the wallet-card methods require; they are members of the session request, not of `parameters.<method_id>`.
         *     `order.amount`, `order.currency`, `success_url`, `error_url`, the payer's address members (state optional) and the customer's name and e-mail are required.
         *     The method also takes the merchant's public id and an optional project subdomain; a wallet-type value is sent only for the virtual flow.
         *     The payer's IP is collected from the browser, so the merchant does not send it.
         *     This schema states only those requirements and leaves the rest of the session to `SessionRequest`, so it is open.
         */
        WalletCardSession: {
            order: {
                amount: components["schemas"]["DecimalAmount"];
                currency: components["schemas"]["CurrencyCode"];
            };
            success_url: components["schemas"]["HttpsUrl"];
            error_url: components["schemas"]["HttpsUrl"];
            /** @description The payer's address; state is optional. */
            billing_address: {
                state?: string;
            };
            customer: {
                name: string;
                email: string;
            };
        };
        /**
         * WalletTokenAdminSettings
         * @description The admin settings of the wallet token methods, configured in the admin portal, not sent in requests.
         *     On Checkout these methods need no extra code; on S2S the wallet token travels in SALE.
         *     `environment` is TEST or PRODUCTION; the allowed auth method is PAN_ONLY or CRYPTOGRAM_3DS; with PAN_ONLY the acquirer handles 3DS.
         *     Property names here describe the settings; they are not wire names.
         */
        WalletTokenAdminSettings: {
            /** @description Merchant identifier. */
            merchantIdentifier?: string;
            /** @description Certificate. */
            certificate?: string;
            /** @description Private key. */
            privateKey?: string;
            /** @description Processing private key. */
            processingPrivateKey?: string;
            /** @enum {string} */
            environment?: "TEST" | "PRODUCTION";
            /** @description Allowed auth methods; with PAN_ONLY the acquirer handles 3DS. */
            allowedAuthMethods?: ("PAN_ONLY" | "CRYPTOGRAM_3DS")[];
            supportedNetworks?: string[];
            /** @description Gateway name. */
            gatewayName?: string;
            /** @description Gateway merchant id. */
            gatewayMerchantId?: string;
        };
        /**
         * WithdrawalToAccount
         * @description Parameters of a further withdrawal method that names the destination account, by their inner names.
         *     In an S2S form each member travels as a literal flat key `parameters[<name>]` (for example `parameters[ToAccountNumber]`); in a Checkout session it is a member of `parameters.<method_id>`.
         *     All members are conditional; their conditions are not shown, so all are optional here.
         */
        WithdrawalToAccount: {
            ToAccountNumber?: string;
            ToAccountName?: string;
            ToProvince?: string;
            ToCity?: string;
            ToBranch?: string;
            ToAddress?: string;
            Email?: string;
            Phone?: string;
        };
        /**
         * HostedFieldsConfig
         * @description The argument of `HostedFields.init(config)`.
         */
        HostedFieldsConfig: {
            /** @description The session token from POST /api/v1/session/token. */
            sessionToken: string;
            fields: {
                card: components["schemas"]["HostedFieldsFieldOptions"];
                expiry: components["schemas"]["HostedFieldsFieldOptions"];
                cvv: components["schemas"]["HostedFieldsFieldOptions"];
            };
            /** @description General style object for all inputs. */
            style?: components["schemas"]["HostedFieldsStyle"];
        };
        /**
         * HostedFieldsFieldOptions
         * @description One card input of the Hosted Fields library (card, expiry or cvv).
         */
        HostedFieldsFieldOptions: {
            /** @description Id of the container element the frame is rendered into. */
            id: string;
            placeholder: string;
            style?: components["schemas"]["HostedFieldsStyle"];
        };
        /**
         * HostedFieldsStyle
         * @description A style object of the Hosted Fields library: selectors such as `input` and `::placeholder` map to CSS property maps.
         * @example {
         *       "input": {
         *         "color": "#1a1a1a",
         *         "font-size": "16px"
         *       },
         *       "::placeholder": {
         *         "color": "#8a8a8a"
         *       }
         *     }
         */
        HostedFieldsStyle: {
            [key: string]: {
                [key: string]: string;
            };
        };
        /**
         * HostedFieldsSubmitResult
         * @description The argument of the `onSubmitResult(data)` callback, called after the card data is saved.
         *     `success`: the payment may be started; `undefined`: a formatting error in the data.
         */
        HostedFieldsSubmitResult: {
            /** @enum {string} */
            result: "success" | "undefined";
            message: string;
        };
        /**
         * HostedFieldsInputEvent
         * @description The argument of the `cardOn.input` listener.
         */
        HostedFieldsInputEvent: {
            valid: boolean;
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
         * CountryAlpha2
         * @description Country as an ISO 3166-1 alpha-2 code, for example `US`.
         * @example US
         * @example GB
         */
        CountryAlpha2: string;
        /**
         * UrlTarget
         * @description Browsing context a redirect opens in.
         *     Since 6.7.0 the MID attribute Override Link Target, when set, always wins over the merchant's `url_target` or `term_url_target`; in an iframe with `_top` the payer sees a Continue step that opens a new window.
         * @enum {string}
         */
        UrlTarget: "_blank" | "_self" | "_parent" | "_top";
        /**
         * HttpsUrl
         * Format: uri
         * @description A redirect target. It must be a publicly reachable HTTPS URL that answers 2xx.
         * @example https://merchant.example/checkout/success
         */
        HttpsUrl: string;
        /**
         * Hash
         * @description Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields followed by the merchant password, hex digests at each step.
         *     The SHA1 hex digest is 40 hexadecimal characters.
         *     The fields of each recipe are in the operation's or action's `x-hash`.
         * @example 0f7d1e8a5c3b2a190817263544536271809a0b1c
         */
        Hash: string;
        /**
         * MerchantKey
         * @description Merchant identifier in Checkout JSON requests (<API_KEY>). Test and live have separate values; a live key sent to the test environment, or the reverse, is rejected with 220002 'Use merchant test key.'
         */
        MerchantKey: string;
        /**
         * OrderId
         * @description Merchant's order identifier (order_id, or order.number in Checkout). Unique per merchant: the pair merchant_key + order_id is deduplicated for 15 seconds (a repeat returns the original outcome), and reuse after the window may be rejected with 'order_id: Duplicate payment.'
         */
        OrderId: string;
        /**
         * PaymentId
         * @description Gateway identifier of a Checkout payment.
         */
        PaymentId: string;
        /**
         * TransId
         * @description Gateway identifier of a transaction (S2S CARD).
         */
        TransId: string;
        /**
         * PublicId
         * @description Unique payment identifier in the Hosted Fields response. Several connector-based methods take the merchant's public id as a required input.
         */
        PublicId: string;
        /**
         * CardToken
         * @description Token of a card from an earlier purchase or debit. A single string (never an array) on the credit endpoint.
         */
        CardToken: string;
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
    };
    responses: {
        /** @description The answer of a Checkout status lookup; ARN and RRN are omitted when absent. */
        StatusLookupResponse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StatusLookupResponse"];
            };
        };
        /**
         * @description A rejected status lookup.
         *     Not found since 6.7.0: 101000 'Payment does not exist.' by payment_id and 101000 'Order does not exist.' by order_id.
         *     A size outside 1..100 gives 'size should be within 1..100' (its code is not shown).
         */
        StatusLookupError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /**
         * @description Gateway identifier of the Checkout payment; always present, 3DS or not.
         * @example pay-51a7
         */
        RedirectPaymentId: components["schemas"]["PaymentId"];
        /**
         * @description Gateway identifier of the transaction; always present, 3DS or not.
         * @example 4f1c2e3a-0000-4000-8000-00000000a001
         */
        RedirectTransId: components["schemas"]["TransId"];
        /**
         * @description The merchant's order identifier; always present, 3DS or not.
         * @example order-1001
         */
        RedirectOrderId: components["schemas"]["OrderId"];
        /**
         * @description Signature of the redirect; always present, 3DS or not.
         * @example 9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b
         */
        RedirectHash: string;
        /**
         * @description The payment method, present when the merchant selects it under Return additional parameters (its initial choice; added in 6.7.0).
         *     Callbacks and status responses return the method's Checkout name as checkout_payment_method.
         * @example card
         */
        RedirectPaymentMethod: string;
    };
    requestBodies: {
        /**
         * @description Checkout status lookup (GET_TRANS_STATUS) by payment_id or by order_id.
         *     Its path and method are not shown, so it is a named component, not an operation.
         */
        StatusLookupRequest: {
            content: {
                "application/json": components["schemas"]["StatusLookupRequest"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionRequest"];
            };
        };
        responses: {
            /** @description The session is created. The body is not shown by the source; it is modelled as an open JSON object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request is rejected. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSessionToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionTokenRequest"];
            };
        };
        responses: {
            /** @description The session token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionTokenResponse"];
                };
            };
            /** @description The request is rejected. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    processPurchaseCard: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The session token (<SESSION_TOKEN>) from POST /api/v1/session/token.
                 * @example 5b1e0c8e-session-token
                 */
                Token: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessingRequest"];
            };
        };
        responses: {
            /** @description The processing result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessingResponse"];
                };
            };
            /** @description The request is rejected. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCardCredit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditRequest"];
            };
        };
        responses: {
            /** @description The credit is accepted. The body is not shown by the source; it is modelled as an open JSON object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request is rejected. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    paymentOutcomeCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallbackPayload"];
            };
        };
        responses: {
            /** @description The merchant accepted the callback. Answer promptly. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    debitCardTokenCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DebitCardTokenCallback"];
            };
        };
        responses: {
            /** @description The merchant accepted the callback. Answer promptly. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    initialRecurringDebitCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitialRecurringDebitCallback"];
            };
        };
        responses: {
            /** @description The merchant accepted the callback. Answer promptly. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    recurringSaleCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecurringSaleCallback"];
            };
        };
        responses: {
            /** @description The merchant accepted the callback. Answer promptly. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    instantPaymentQrBankCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstantPaymentQrBankCallback"];
            };
        };
        responses: {
            /** @description The merchant accepted the callback. Answer promptly. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    connectorCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectorCallback"];
            };
        };
        responses: {
            /** @description The merchant accepted the callback. Answer promptly. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    successUrlRedirect: {
        parameters: {
            query: {
                /**
                 * @description Gateway identifier of the Checkout payment; always present, 3DS or not.
                 * @example pay-51a7
                 */
                payment_id: components["parameters"]["RedirectPaymentId"];
                /**
                 * @description Gateway identifier of the transaction; always present, 3DS or not.
                 * @example 4f1c2e3a-0000-4000-8000-00000000a001
                 */
                trans_id: components["parameters"]["RedirectTransId"];
                /**
                 * @description The merchant's order identifier; always present, 3DS or not.
                 * @example order-1001
                 */
                order_id: components["parameters"]["RedirectOrderId"];
                /**
                 * @description Signature of the redirect; always present, 3DS or not.
                 * @example 9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b
                 */
                hash: components["parameters"]["RedirectHash"];
                /**
                 * @description The payment method, present when the merchant selects it under Return additional parameters (its initial choice; added in 6.7.0).
                 *     Callbacks and status responses return the method's Checkout name as checkout_payment_method.
                 * @example card
                 */
                payment_method?: components["parameters"]["RedirectPaymentMethod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant's page. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cancelUrlRedirect: {
        parameters: {
            query: {
                /**
                 * @description Gateway identifier of the Checkout payment; always present, 3DS or not.
                 * @example pay-51a7
                 */
                payment_id: components["parameters"]["RedirectPaymentId"];
                /**
                 * @description Gateway identifier of the transaction; always present, 3DS or not.
                 * @example 4f1c2e3a-0000-4000-8000-00000000a001
                 */
                trans_id: components["parameters"]["RedirectTransId"];
                /**
                 * @description The merchant's order identifier; always present, 3DS or not.
                 * @example order-1001
                 */
                order_id: components["parameters"]["RedirectOrderId"];
                /**
                 * @description Signature of the redirect; always present, 3DS or not.
                 * @example 9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b
                 */
                hash: components["parameters"]["RedirectHash"];
                /**
                 * @description The payment method, present when the merchant selects it under Return additional parameters (its initial choice; added in 6.7.0).
                 *     Callbacks and status responses return the method's Checkout name as checkout_payment_method.
                 * @example card
                 */
                payment_method?: components["parameters"]["RedirectPaymentMethod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant's page. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
