// The variables src/config reads (each documented in .env.example). Vite exposes them as strings;
// src/config/load.ts parses and validates them (held to the zod spec in schema.ts). Read them only
// through `config`, never directly.
interface ImportMetaEnv {
  readonly VITE_ORBITAL_PRODUCT_NAME?: string;
  readonly VITE_ORBITAL_PRODUCT_ID?: string;
  readonly VITE_ORBITAL_SITE_URL?: string;
  readonly VITE_ORBITAL_API_URL?: string;
  readonly VITE_ORBITAL_REALTIME_HOST?: string;
  readonly VITE_ORBITAL_REALTIME_PORT?: string;
  readonly VITE_ORBITAL_REALTIME_KEY?: string;
  readonly VITE_ORBITAL_REALTIME_SCHEME?: string;
  readonly VITE_ORBITAL_REALTIME_FORCE_TLS?: string;
  readonly VITE_ORBITAL_REALTIME_CLUSTER?: string;
  readonly VITE_ORBITAL_GAMES_ORIGIN?: string;
  readonly VITE_ORBITAL_DEVELOPER_AREA_URL?: string;
  readonly VITE_ORBITAL_CHAT_URL?: string;
  readonly VITE_ORBITAL_SOCIAL_DISCORD?: string;
  readonly VITE_ORBITAL_SOCIAL_X?: string;
  readonly VITE_ORBITAL_SOCIAL_YOUTUBE?: string;
  readonly VITE_ORBITAL_SOCIAL_INSTAGRAM?: string;
  readonly VITE_ORBITAL_SOCIAL_TIKTOK?: string;
  readonly VITE_ORBITAL_PRIVACY_RIGHTS_URL?: string;
  readonly VITE_ORBITAL_COOKIE_DOMAIN?: string;
  readonly VITE_ORBITAL_ADS?: string;
  readonly VITE_ORBITAL_AD_NETWORK_SCRIPT_URL?: string;
  readonly VITE_ORBITAL_MAINTENANCE_GATE?: string;
  readonly VITE_ORBITAL_MAINTENANCE_KEY?: string;
  readonly VITE_ORBITAL_ANALYTICS?: string;
  readonly VITE_ORBITAL_ANALYTICS_USER_AGENT?: string;
  readonly VITE_ORBITAL_ANALYTICS_SINK?: string;
  readonly VITE_ORBITAL_CHECK_RESPONSES?: string;
}
