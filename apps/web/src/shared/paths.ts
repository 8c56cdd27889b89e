/**
 * Every named route of the spec as a path builder (the spec's route names, camelCased).
 * Builders that take an optional `sluguser` return the referral-prefixed path when one is given:
 * `/{sluguser}/...` for public pages, and for member pages `/{sluguser}/...` instead of `/user/...`.
 * The router (src/app/routes) declares the same shapes; keep both in step.
 */

/** A link name or id as one URL path segment. */
function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** `/{sluguser}{path}` when a link name is given, else `{path}`; `path` starts with '/'. */
function withReferral(path: string, sluguser?: string | null): string {
  if (!sluguser) return path;
  return path === '/' ? `/${segment(sluguser)}` : `/${segment(sluguser)}${path}`;
}

/** Member pages live under `/user` or under the referral prefix. */
function member(path: string, sluguser?: string | null): string {
  return sluguser ? `/${segment(sluguser)}${path}` : `/user${path}`;
}

type Slug = string | null | undefined;

export const paths = {
  // Storefront
  home: (sluguser?: Slug) => withReferral('/', sluguser),
  testHome: () => '/test/home',
  product: (sluguser?: Slug) => withReferral('/product', sluguser),
  productUser: () => '/user/product',
  showDetails: (id: string | number, sluguser?: Slug) => withReferral(`/product/show/${segment(id)}`, sluguser),
  wishlist: () => '/wishlist',
  cart: () => '/cart',
  gallery: () => '/user/gallery',
  addImage: () => '/user/gallery/add',
  staffReturns: () => '/admin/returns',
  staffCommissions: () => '/admin/commissions',
  admin: () => '/admin',
  adminProducts: () => '/admin/products',
  adminAddProduct: () => '/admin/products/add',
  adminEditProduct: (id: string | number) => `/admin/products/${segment(id)}`,
  adminCategories: () => '/admin/categories',
  adminAddCategory: () => '/admin/categories/add',
  adminEditCategory: (id: string | number) => `/admin/categories/${segment(id)}`,
  adminCommissions: () => '/admin/commissions',
  adminOrders: () => '/admin/orders',
  adminOrder: (id: string | number) => `/admin/orders/${segment(id)}`,
  adminSubscriptions: () => '/admin/subscriptions',
  adminSubscription: (id: string | number) => `/admin/subscriptions/${segment(id)}`,
  adminOutbox: () => '/admin/outbox',
  adminAudit: () => '/admin/audit',
  adminContent: () => '/admin/content',
  adminAddContentPage: () => '/admin/content/pages/add',
  adminContentPage: (id: string | number) => `/admin/content/pages/${segment(id)}`,
  adminContentTranslations: () => '/admin/content/translations',
  adminContentMenus: () => '/admin/content/menus',
  adminContentArticles: (kind: 'blog' | 'press') => `/admin/content/articles/${kind}`,
  adminAddContentArticle: (kind: 'blog' | 'press') => `/admin/content/articles/${kind}/add`,
  adminContentArticle: (kind: 'blog' | 'press', id: string | number) => `/admin/content/articles/${kind}/${segment(id)}`,
  adminMembers: () => '/admin/members',
  adminPromotions: () => '/admin/promotions',
  adminTestimonials: () => '/admin/testimonials',
  adminMember: (id: string | number) => `/admin/members/${segment(id)}`,
  adminProduct: () => '/user/product/add',
  editProduct: (id: string | number) => `/user/product/${segment(id)}`,

  // Categories
  category: () => '/category',
  adminCategory: () => '/user/category',
  addCategory: () => '/user/category/add',
  editCategory: (id: string | number) => `/user/category/${segment(id)}`,
  listProducts: (id: string | number) => `/category/show/${segment(id)}`,

  // Checkout and payments
  checkout: (sluguser?: Slug) => withReferral('/checkout', sluguser),
  paymentSuccess: (sluguser?: Slug) => withReferral('/payment/success', sluguser),
  paymentShippingUpdate: (sluguser?: Slug) => withReferral('/payment/shipping-update', sluguser),
  paymentFailed: (sluguser?: Slug) => withReferral('/payment/failed', sluguser),
  /** The legacy orders list and order items pages (public, token based). */
  order: () => '/order',
  orderItems: (id: string | number) => `/order/${segment(id)}`,

  // Accounts and enrolment
  signin: (sluguser?: Slug) => withReferral('/signin', sluguser),
  signup: (sluguser?: Slug) => withReferral('/signup', sluguser),
  signupScholar: (sluguser?: Slug) => withReferral('/signup-scholar', sluguser),
  signupAmbassador: (sluguser?: Slug) => withReferral('/signup-ambassador', sluguser),
  forgetPassword: (sluguser?: Slug) => withReferral('/forget-password', sluguser),
  joinTeam: (sluguser?: Slug) => withReferral('/join-team', sluguser),
  incomeDisclosure: (sluguser?: Slug) => withReferral('/income-disclosure', sluguser),
  thankYou: (sluguser?: Slug) => withReferral('/thank-you', sluguser),
  thankYouOtherSignUp: (sluguser?: Slug) => withReferral('/signup-success', sluguser),
  /** VistingCard: the scholar's business card, also under the referral prefix. */
  visitingCard: (sluguser?: Slug) => withReferral('/visiting-card', sluguser),

  // Content
  faq: (sluguser?: Slug) => withReferral('/faq', sluguser),
  testimonials: (sluguser?: Slug) => withReferral('/testimonials', sluguser),
  pressReleases: (sluguser?: Slug) => withReferral('/press-releases', sluguser),
  pressReleaseDetails: (prslug: string, sluguser?: Slug) =>
    withReferral(`/press-release-details/${segment(prslug)}`, sluguser),
  blogs: (sluguser?: Slug) => withReferral('/blogs', sluguser),
  blogDetails: (blogSlug: string, sluguser?: Slug) => withReferral(`/blog-details/${segment(blogSlug)}`, sluguser),
  /** CmsPage is `/pages/{slug}`; under a referral prefix it is CmsPageUser, `/{sluguser}/{slug}`. */
  cmsPage: (slug: string, sluguser?: Slug) => withReferral(sluguser ? `/${segment(slug)}` : `/pages/${segment(slug)}`, sluguser),
  cmsPageUser: (sluguser: string, slug: string) => `/${segment(sluguser)}/${segment(slug)}`,
  trainingVideos: () => '/page/training-videos',

  // Member area (login required)
  dashboard: (sluguser?: Slug) => member('/dashboard', sluguser),
  /** DashboardUser is the dashboard under the referral prefix. */
  dashboardUser: (sluguser: string) => member('/dashboard', sluguser),
  ambassadorDashboard: () => '/ambassador/dashboard',
  downlineGenealogy: (sluguser?: Slug) => member('/downline-genealogy', sluguser),
  orders: (sluguser?: Slug) => member('/orders', sluguser),
  ordersDetails: (id: string | number, sluguser?: Slug) => member(`/order/${segment(id)}`, sluguser),
  /** One autoship subscription (the autoship e-mails link here). */
  autoship: (id: string | number, sluguser?: Slug) => member(`/autoship/${segment(id)}`, sluguser),
  commission: (sluguser?: Slug) => member('/commission', sluguser),
  orderHistory: (sluguser?: Slug) => member('/order-history', sluguser),
  /** The printable receipt of an order (Order History's Print Receipts); `print` opens the print dialog on arrival. */
  orderReceipt: (id: string | number, sluguser?: Slug, print = false) => `${member(`/order/${segment(id)}/receipt`, sluguser)}${print ? '?print=1' : ''}`,
  teamOrders: (sluguser?: Slug) => member('/team-orders', sluguser),
  userCustomers: (sluguser?: Slug) => member('/customers', sluguser),
  userCustomerOrderListing: (sluguser?: Slug) => member('/customer-order-history', sluguser),
  userScholar: (sluguser?: Slug) => member('/scholar', sluguser),
  userAmbassador: (sluguser?: Slug) => member('/ambassador', sluguser),
  messageList: (sluguser?: Slug) => member('/message-list', sluguser),
  messageListDetails: (id: string | number, sluguser?: Slug) => member(`/message-details/${segment(id)}`, sluguser),
  messageCompose: (sluguser?: Slug) => member('/message-compose', sluguser),
  profile: (sluguser?: Slug) => member('/profile', sluguser),
  manageAddress: (sluguser?: Slug) => member('/manage-address', sluguser),
  changePassword: (sluguser?: Slug) => member('/change-password', sluguser),
  reOrder: (sluguser?: Slug) => member('/re-order', sluguser),
  plan: (sluguser?: Slug) => member('/plan', sluguser),
} as const;

export type RouteName = keyof typeof paths;
