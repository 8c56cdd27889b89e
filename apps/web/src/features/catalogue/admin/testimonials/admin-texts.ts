import { registerLazyTexts } from '../../../../shared/i18n/lazy-texts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

// The testimonials admin's texts travel in the admin's chunks, not in the shop's first download.
registerLazyTexts('testimonialsAdmin', { en, fr });
