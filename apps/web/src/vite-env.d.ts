/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SHOP_PHONE?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
  /** An https address of the product quiz form to embed; unset = the built-in chooser. */
  readonly VITE_QUIZ_URL?: string;
}
