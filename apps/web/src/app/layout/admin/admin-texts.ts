import { registerLazyTexts } from '../../../shared/i18n/lazy-texts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

// The admin layout's and dashboard's texts travel in the admin's own chunk.
registerLazyTexts('admin', { en, fr });
