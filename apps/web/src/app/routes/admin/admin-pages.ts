import { lazyPage } from '../lazy-page';
import type { AudiencePages } from '../lazy-route';
import { adminPrefetch } from './admin-prefetch';

// The staff pages (accounts §2.10, the admin of every capability): each page lives in its
// feature (features/<cap>/admin/) and loads on first visit; admin-prefetch.ts starts the queries
// its hooks read, with the same query options, while the page's chunk loads. This module is a
// chunk of its own, loaded on the first staff page (admin-routes.tsx holds only the paths).

// Catalogue: products and categories, testimonials
export const AdminProductsPage = lazyPage(() => import('../../../features/catalogue/admin/admin-products-page').then((m) => m.AdminProductsPage));
export const AddProductPage = lazyPage(() => import('../../../features/catalogue/admin/product-editor-page').then((m) => m.AddProductPage));
export const EditProductPage = lazyPage(() => import('../../../features/catalogue/admin/product-editor-page').then((m) => m.EditProductPage));
export const AdminCategoriesPage = lazyPage(() => import('../../../features/catalogue/admin/admin-categories-page').then((m) => m.AdminCategoriesPage));
export const AddCategoryPage = lazyPage(() => import('../../../features/catalogue/admin/category-form-page').then((m) => m.AddCategoryPage));
export const EditCategoryPage = lazyPage(() => import('../../../features/catalogue/admin/category-form-page').then((m) => m.EditCategoryPage));
export const AdminTestimonialsPage = lazyPage(() => import('../../../features/catalogue/admin/testimonials/admin-testimonials-page').then((m) => m.AdminTestimonialsPage));

// Orders, autoships, returns and commissions
export const StaffOrdersPage = lazyPage(() => import('../../../features/orders/admin/staff-orders-page').then((m) => m.StaffOrdersPage));
export const StaffOrderPage = lazyPage(() => import('../../../features/orders/admin/staff-order-page').then((m) => m.StaffOrderPage));
export const StaffAutoshipsPage = lazyPage(() => import('../../../features/subscriptions/admin/staff-autoships-page').then((m) => m.StaffAutoshipsPage));
export const StaffAutoshipPage = lazyPage(() => import('../../../features/subscriptions/admin/staff-autoship-page').then((m) => m.StaffAutoshipPage));
export const StaffReturnsPage = lazyPage(() => import('../../../features/returns/components/staff-returns-page').then((m) => m.StaffReturnsPage));
export const StaffCommissionsPage = lazyPage(() => import('../../../features/commissions/components/staff-commissions-page').then((m) => m.StaffCommissionsPage));

// Members and promotions
export const AdminMembersPage = lazyPage(() => import('../../../features/team/admin/admin-members-page').then((m) => m.AdminMembersPage));
export const AdminMemberPage = lazyPage(() => import('../../../features/team/admin/admin-member-page').then((m) => m.AdminMemberPage));
export const AdminPromotionsPage = lazyPage(() => import('../../../features/promotions/admin/admin-promotions-page').then((m) => m.AdminPromotionsPage));

// Content: pages, articles, translations, menus
export const AdminContentPagesPage = lazyPage(() => import('../../../features/content/admin/admin-pages-page').then((m) => m.AdminContentPagesPage));
export const AddContentPagePage = lazyPage(() => import('../../../features/content/admin/page-editor-page').then((m) => m.AddContentPagePage));
export const EditContentPagePage = lazyPage(() => import('../../../features/content/admin/page-editor-page').then((m) => m.EditContentPagePage));
export const AdminArticlesPage = lazyPage(() => import('../../../features/content/admin/admin-articles-page').then((m) => m.AdminArticlesPage));
export const AddArticlePage = lazyPage(() => import('../../../features/content/admin/article-editor-page').then((m) => m.AddArticlePage));
export const EditArticlePage = lazyPage(() => import('../../../features/content/admin/article-editor-page').then((m) => m.EditArticlePage));
export const AdminTranslationsPage = lazyPage(() => import('../../../features/content/admin/translations-page').then((m) => m.AdminTranslationsPage));
export const AdminMenusPage = lazyPage(() => import('../../../features/content/admin/menus-page').then((m) => m.AdminMenusPage));

// The staff's operations (the API's platform): the dashboard, the e-mail outbox, the audit log
export const AdminDashboardPage = lazyPage(() => import('./admin-dashboard-route').then((m) => m.AdminDashboardRoute));
export const AdminOutboxPage = lazyPage(() => import('../../../features/operations/admin/outbox-page').then((m) => m.AdminOutboxPage));
export const AdminAuditPage = lazyPage(() => import('../../../features/operations/admin/audit-page').then((m) => m.AdminAuditPage));

/** The admin's pages by route path under /admin ('' for the dashboard), and what each prefetches. */
export const adminPages: AudiencePages = {
  pages: {
    '': AdminDashboardPage,
    products: AdminProductsPage,
    'products/add': AddProductPage,
    'products/:id': EditProductPage,
    categories: AdminCategoriesPage,
    'categories/add': AddCategoryPage,
    'categories/:id': EditCategoryPage,
    orders: StaffOrdersPage,
    'orders/:id': StaffOrderPage,
    subscriptions: StaffAutoshipsPage,
    'subscriptions/:id': StaffAutoshipPage,
    outbox: AdminOutboxPage,
    audit: AdminAuditPage,
    returns: StaffReturnsPage,
    commissions: StaffCommissionsPage,
    members: AdminMembersPage,
    'members/:id': AdminMemberPage,
    promotions: AdminPromotionsPage,
    testimonials: AdminTestimonialsPage,
    content: AdminContentPagesPage,
    'content/pages/add': AddContentPagePage,
    'content/pages/:id': EditContentPagePage,
    'content/translations': AdminTranslationsPage,
    'content/menus': AdminMenusPage,
    'content/articles/:kind': AdminArticlesPage,
    'content/articles/:kind/add': AddArticlePage,
    'content/articles/:kind/:id': EditArticlePage,
  },
  prefetch: adminPrefetch,
};
