/** Version of @portal/web, injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;
