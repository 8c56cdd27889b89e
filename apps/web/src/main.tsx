import '@fontsource-variable/inter';
import '@fontsource/lora/600.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { configureZodWithoutEval } from './shared/validation/zod-without-eval';

configureZodWithoutEval();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// React recovers from some render errors by rendering again; what it reports then (error #520 in a
// production build) hides the error that started it in `cause`. Report that error instead, so the
// console and error monitoring name the component's real failure.
createRoot(container, {
  onRecoverableError: (error) => reportError(error instanceof Error && error.cause !== undefined ? error.cause : error),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
