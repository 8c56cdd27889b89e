import { registerLazyTexts } from '../../../shared/i18n/lazy-texts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

// The staff operations' texts (overview, outbox, audit log) travel in the admin's chunks.
registerLazyTexts('operationsAdmin', { en, fr });
