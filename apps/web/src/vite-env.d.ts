/** Version of @portal/web, injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;

/** Year of the build, injected by vite.config.ts `define`: what prerendered pages show. */
declare const __BUILD_YEAR__: number;
