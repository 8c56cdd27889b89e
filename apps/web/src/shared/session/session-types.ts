/** The member types of the programme; a guest is priced as a customer. */
export type UserType = 'customer' | 'ambassador' | 'scholar';

/** The shopping countries offered by the country popup. */
export type ShoppingCountry = 'US' | 'CA';

/** The sponsor behind a referral link (GET get-user-info/{urlName}). */
export interface UserUrlInfo {
  enrolling_sponsor_name: string;
  id: number;
  user_type: UserType;
}

/** The signed-in member as the login answer returns it; more fields may come with it. */
export interface UserData {
  id: number;
  firstname: string;
  plan_status?: string | null;
  user_type: UserType;
  lastname?: string;
  email?: string;
  urlname?: string | null;
  [field: string]: unknown;
}
