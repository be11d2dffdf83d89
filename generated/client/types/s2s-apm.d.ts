// Copied by scripts/generate-client.mjs from generated/types/s2s-apm.ts. Do not edit.
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
         * Call an S2S APM action
         * @description Every S2S APM call is one form-encoded POST whose `action` picks the operation.
         *     Bracket keys such as `parameters[mobile_number]` are literal flat form keys; the catalogue rows that can occur for an action are its branch's `x-errors`.
         */
        post: operations["postS2sApm"];
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
         * S2sApmRequest
         * @description The S2S APM form body, one branch per action the source shows, told apart by the `action` constant.
         *     Each branch lists in `x-errors` the rows of the error catalogue (`spec/errors.yaml`) that can occur for it.
         *     The instant-payment QR method's response carries redirect_params.qr_code (see S2sApmResponse), but the action that returns it is not shown, so it has no branch.
         */
        S2sApmRequest: components["schemas"]["Credit2VirtualRequest"];
        /**
         * Credit2VirtualRequest
         * @description Mobile-money payout.
         *     Bracket keys such as `parameters[mobile_number]` are literal flat form keys, as PHP's http_build_query, Python requests and URLSearchParams send them (percent-encoded as `parameters%5Bmobile_number%5D` or not).
         *     The payout creates a payment, so its order_id is unique and deduplicated (15-second window; later reuse may give 'order_id: Duplicate payment.').
         *     Since 6.7.0 custom_data is accepted on credit requests of S2S APM; the form encoding of that free-form object is not shown, so this branch has no custom_data member.
         */
        Credit2VirtualRequest: {
            /** @constant */
            action: "CREDIT2VIRTUAL";
            client_key: components["schemas"]["ClientKey"];
            /** @description Identifier of the payout brand. */
            brand: string;
            /** @description Merchant's order identifier; unique. */
            order_id: components["schemas"]["OrderId"];
            /** @description Within the operator's minimum and maximum; mind currencies without minor units. */
            order_amount: components["schemas"]["DecimalAmount"];
            /**
             * @description One of the six mobile-money payout currencies of the table.
             * @enum {string}
             */
            order_currency: "GHS" | "KES" | "XOF" | "XAF" | "TZS" | "EGP";
            order_description?: string;
            /** @description Operator slug. */
            "parameters[mobile_money_operator]": string;
            /** @description Digits with the country prefix matching the operator's country. */
            "parameters[mobile_number]": string;
            "parameters[customer_email]": string;
            "parameters[customer_name]"?: string;
            payee_first_name: string;
            payee_last_name: string;
            payee_email: string;
            /** @description Request signature. Its input fields for CREDIT2VIRTUAL are not shown. */
            hash: components["schemas"]["Hash"];
        };
        /**
         * S2sApmResponse
         * @description The body of a successful S2S APM answer.
         *     The only member the source shows is `redirect_params.qr_code` of the instant-payment QR method: the QR code as a Base64 value, which the merchant draws (on Checkout the gateway displays it instead).
         *     The QR code expires after 1 minute by default.
         */
        S2sApmResponse: {
            /**
             * @description Redirect parameters. For the instant-payment QR method (a sale with redirect; currencies EUR, RSD, BAM, MKD) they carry `qr_code`.
             *     In the Hosted Payment Fields processing response (section 4.1) `redirect_params` is described as an array; here the source names a member of it, so it is an object.
             */
            redirect_params?: {
                /** @description The QR code as a Base64 value; the merchant draws the QR from it. It expires after 1 minute by default. */
                qr_code?: string;
            } & {
                [key: string]: unknown;
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
         * DecimalAmount
         * @description A money amount written as a decimal string, for example `10.00`.
         *     It is the exact text that enters the hash, so it is never a JSON number: the same text goes into the body and into the hash input.
         * @example 10.00
         * @example 1500
         */
        DecimalAmount: string;
        /**
         * OrderId
         * @description Merchant's order identifier (order_id, or order.number in Checkout). Unique per merchant: the pair merchant_key + order_id is deduplicated for 15 seconds (a repeat returns the original outcome), and reuse after the window may be rejected with 'order_id: Duplicate payment.'
         */
        OrderId: string;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postS2sApm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["S2sApmRequest"];
            };
        };
        responses: {
            /**
             * @description The action was accepted.
             *     The only member the source shows is redirect_params.qr_code (Base64) of the instant-payment QR method; otherwise the body is an open JSON object.
             *     The mock answers every valid request with the first example, an empty object, since no body is shown for CREDIT2VIRTUAL; `Prefer: example=instant-payment-qr-redirect` gives the QR answer.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["S2sApmResponse"];
                };
            };
            /** @description The request is rejected. The examples are the catalogue rows that can occur for some action (the union of the branches' `x-errors`). */
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
}
