/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SHOP_PHONE?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
}
