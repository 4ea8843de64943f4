// Injected by webpack's DefinePlugin (tools/webpack/create-app-config.js).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __QA_ROUTES__: boolean;
