import type { CmsPageSeed } from './types.js';
import { companyPages } from './cms-pages/company.js';
import { compensationPlanPage } from './cms-pages/compensation-plan.js';
import { faqPage } from './cms-pages/faq.js';
import { homeBlocks } from './cms-pages/home-blocks.js';
import { legalPages } from './cms-pages/legal.js';

// Every CMS page by slug: the spec's content pages, the footer address, the home content
// blocks and the legal pages (isLegal) listed in the footer.
export const cmsPages: CmsPageSeed[] = [faqPage, compensationPlanPage, ...companyPages, ...legalPages, ...homeBlocks];
