import type { AudiencePages, PageLoad } from '../lazy-route';
import { adminPrefetch } from './admin-prefetch';

// The staff pages (accounts §2.10, the admin of every capability): each page lives in its
// feature (features/<cap>/admin/) and loads on first visit; admin-prefetch.ts starts the queries
// its hooks read, with the same query options, while the page's chunk loads. This module is a
// chunk of its own, loaded on the first staff page (admin-routes.tsx holds only the paths).

// Catalogue: products and categories, testimonials
export const loadAdminProductsPage: PageLoad = () => import('../../../features/catalogue/admin/admin-products-page').then((m) => m.AdminProductsPage);
export const loadAddProductPage: PageLoad = () => import('../../../features/catalogue/admin/product-editor-page').then((m) => m.AddProductPage);
export const loadEditProductPage: PageLoad = () => import('../../../features/catalogue/admin/product-editor-page').then((m) => m.EditProductPage);
export const loadAdminCategoriesPage: PageLoad = () => import('../../../features/catalogue/admin/admin-categories-page').then((m) => m.AdminCategoriesPage);
export const loadAddCategoryPage: PageLoad = () => import('../../../features/catalogue/admin/category-form-page').then((m) => m.AddCategoryPage);
export const loadEditCategoryPage: PageLoad = () => import('../../../features/catalogue/admin/category-form-page').then((m) => m.EditCategoryPage);
export const loadAdminTestimonialsPage: PageLoad = () => import('../../../features/catalogue/admin/testimonials/admin-testimonials-page').then((m) => m.AdminTestimonialsPage);

// Orders, autoships, returns and commissions
export const loadStaffOrdersPage: PageLoad = () => import('../../../features/orders/admin/staff-orders-page').then((m) => m.StaffOrdersPage);
export const loadStaffOrderPage: PageLoad = () => import('../../../features/orders/admin/staff-order-page').then((m) => m.StaffOrderPage);
export const loadStaffAutoshipsPage: PageLoad = () => import('../../../features/subscriptions/admin/staff-autoships-page').then((m) => m.StaffAutoshipsPage);
export const loadStaffAutoshipPage: PageLoad = () => import('../../../features/subscriptions/admin/staff-autoship-page').then((m) => m.StaffAutoshipPage);
export const loadStaffReturnsPage: PageLoad = () => import('../../../features/returns/components/staff-returns-page').then((m) => m.StaffReturnsPage);
export const loadStaffCommissionsPage: PageLoad = () => import('../../../features/commissions/components/staff-commissions-page').then((m) => m.StaffCommissionsPage);

// Members and promotions
export const loadAdminMembersPage: PageLoad = () => import('../../../features/team/admin/admin-members-page').then((m) => m.AdminMembersPage);
export const loadAdminMemberPage: PageLoad = () => import('../../../features/team/admin/admin-member-page').then((m) => m.AdminMemberPage);
export const loadAdminPromotionsPage: PageLoad = () => import('../../../features/promotions/admin/admin-promotions-page').then((m) => m.AdminPromotionsPage);

// Content: pages, articles, translations, menus
export const loadAdminContentPagesPage: PageLoad = () => import('../../../features/content/admin/admin-pages-page').then((m) => m.AdminContentPagesPage);
export const loadAddContentPagePage: PageLoad = () => import('../../../features/content/admin/page-editor-page').then((m) => m.AddContentPagePage);
export const loadEditContentPagePage: PageLoad = () => import('../../../features/content/admin/page-editor-page').then((m) => m.EditContentPagePage);
export const loadAdminArticlesPage: PageLoad = () => import('../../../features/content/admin/admin-articles-page').then((m) => m.AdminArticlesPage);
export const loadAddArticlePage: PageLoad = () => import('../../../features/content/admin/article-editor-page').then((m) => m.AddArticlePage);
export const loadEditArticlePage: PageLoad = () => import('../../../features/content/admin/article-editor-page').then((m) => m.EditArticlePage);
export const loadAdminTranslationsPage: PageLoad = () => import('../../../features/content/admin/translations-page').then((m) => m.AdminTranslationsPage);
export const loadAdminMenusPage: PageLoad = () => import('../../../features/content/admin/menus-page').then((m) => m.AdminMenusPage);

// The staff's operations (the API's platform): the dashboard, the e-mail outbox, the audit log
export const loadAdminDashboardPage: PageLoad = () => import('./admin-dashboard-route').then((m) => m.AdminDashboardRoute);
export const loadAdminOutboxPage: PageLoad = () => import('../../../features/operations/admin/outbox-page').then((m) => m.AdminOutboxPage);
export const loadAdminAuditPage: PageLoad = () => import('../../../features/operations/admin/audit-page').then((m) => m.AdminAuditPage);

/** The admin's pages by route path under /admin ('' for the dashboard), and what each prefetches. */
export const adminPages: AudiencePages = {
  pages: {
    '': loadAdminDashboardPage,
    products: loadAdminProductsPage,
    'products/add': loadAddProductPage,
    'products/:id': loadEditProductPage,
    categories: loadAdminCategoriesPage,
    'categories/add': loadAddCategoryPage,
    'categories/:id': loadEditCategoryPage,
    orders: loadStaffOrdersPage,
    'orders/:id': loadStaffOrderPage,
    subscriptions: loadStaffAutoshipsPage,
    'subscriptions/:id': loadStaffAutoshipPage,
    outbox: loadAdminOutboxPage,
    audit: loadAdminAuditPage,
    returns: loadStaffReturnsPage,
    commissions: loadStaffCommissionsPage,
    members: loadAdminMembersPage,
    'members/:id': loadAdminMemberPage,
    promotions: loadAdminPromotionsPage,
    testimonials: loadAdminTestimonialsPage,
    content: loadAdminContentPagesPage,
    'content/pages/add': loadAddContentPagePage,
    'content/pages/:id': loadEditContentPagePage,
    'content/translations': loadAdminTranslationsPage,
    'content/menus': loadAdminMenusPage,
    'content/articles/:kind': loadAdminArticlesPage,
    'content/articles/:kind/add': loadAddArticlePage,
    'content/articles/:kind/:id': loadEditArticlePage,
  },
  prefetch: adminPrefetch,
};
