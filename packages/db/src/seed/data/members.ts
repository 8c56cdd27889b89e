import type { MemberSeed } from './types.js';

// Demo accounts: the company at the root (default sponsor), one staff admin, and a sponsor tree
// several levels deep that mixes ambassadors, scholars and customers in both countries.
// Demo members all use the password 'Demo#2026'; the admin password can be overridden at seed time.

const demoPassword = 'Demo#2026';

export const adminEmail = 'admin@upline.test';
export const defaultAdminPassword = 'Admin#2026';

export const members: MemberSeed[] = [
  {
    key: 'upline', email: 'company@upline.test', password: demoPassword, firstname: 'Upline', lastname: 'Wellness',
    memberType: 'ambassador', isAdmin: false, urlName: 'upline', sponsorKey: null, countryCode: 'US',
    mobile: '1-555-010-0000', planStatus: null, isCompany: true, companyName: 'Upline Wellness',
    address: { address1: '1 Commerce Plaza', city: 'Burlington', stateCode: 'VT', postalCode: '05401' },
  },
  {
    key: 'admin', email: adminEmail, password: defaultAdminPassword, firstname: 'Ada', lastname: 'Admin',
    memberType: 'customer', isAdmin: true, urlName: null, sponsorKey: null, countryCode: 'US',
    mobile: '1-555-010-0001', planStatus: null,
  },
  {
    key: 'ava', email: 'ava@upline.test', password: demoPassword, firstname: 'Ava', lastname: 'Martin',
    memberType: 'ambassador', isAdmin: false, urlName: 'ava', sponsorKey: 'upline', countryCode: 'US',
    mobile: '1-555-010-0002', planStatus: null,
    address: { address1: '200 Maple Avenue', city: 'Springfield', stateCode: 'IL', postalCode: '62701' },
  },
  {
    key: 'sam', email: 'sam@upline.test', password: demoPassword, firstname: 'Sam', lastname: 'Nguyen',
    memberType: 'scholar', isAdmin: false, urlName: 'sam', sponsorKey: 'ava', countryCode: 'US',
    mobile: '1-555-010-0003', planStatus: 'continue',
    address: { address1: '35 College Street', city: 'Austin', stateCode: 'TX', postalCode: '78701' },
  },
  {
    key: 'leo', email: 'leo@upline.test', password: demoPassword, firstname: 'Leo', lastname: 'Tremblay',
    memberType: 'ambassador', isAdmin: false, urlName: 'leo', sponsorKey: 'sam', countryCode: 'CA',
    mobile: '1-555-010-0004', planStatus: null,
    address: { address1: '88 Rue Saint-Paul', city: 'Montréal', stateCode: 'QC', postalCode: 'H2Y 1G7' },
  },
  {
    key: 'cora', email: 'cora@upline.test', password: demoPassword, firstname: 'Cora', lastname: 'Gagnon',
    memberType: 'customer', isAdmin: false, urlName: null, sponsorKey: 'leo', countryCode: 'CA',
    mobile: '1-555-010-0005', planStatus: null,
    address: { address1: '12 King Street West', city: 'Toronto', stateCode: 'ON', postalCode: 'M5H 1A1' },
  },
  {
    key: 'carl', email: 'carl@upline.test', password: demoPassword, firstname: 'Carl', lastname: 'Johnson',
    memberType: 'customer', isAdmin: false, urlName: null, sponsorKey: 'ava', countryCode: 'US',
    mobile: '1-555-010-0006', planStatus: null,
    address: { address1: '410 Pine Street', city: 'Seattle', stateCode: 'WA', postalCode: '98101' },
  },
  {
    key: 'sara', email: 'sara@upline.test', password: demoPassword, firstname: 'Sara', lastname: 'Lopez',
    memberType: 'scholar', isAdmin: false, urlName: 'sara', sponsorKey: 'ava', countryCode: 'US',
    // A lapsed website plan: after login she is sent to the Plan page.
    mobile: '1-555-010-0007', planStatus: 'stop',
    address: { address1: '9 Ocean Drive', city: 'Miami', stateCode: 'FL', postalCode: '33139' },
  },
  {
    key: 'mia', email: 'mia@upline.test', password: demoPassword, firstname: 'Mia', lastname: 'Roy',
    memberType: 'ambassador', isAdmin: false, urlName: 'mia', sponsorKey: 'leo', countryCode: 'CA',
    mobile: '1-555-010-0008', planStatus: null,
    address: { address1: '500 Granville Street', city: 'Vancouver', stateCode: 'BC', postalCode: 'V6C 1W6' },
  },
  {
    key: 'noah', email: 'noah@upline.test', password: demoPassword, firstname: 'Noah', lastname: 'Clark',
    memberType: 'scholar', isAdmin: false, urlName: 'noah', sponsorKey: 'mia', countryCode: 'CA',
    mobile: '1-555-010-0009', planStatus: 'continue',
    address: { address1: '101 Jasper Avenue', city: 'Edmonton', stateCode: 'AB', postalCode: 'T5J 1S9' },
  },
  {
    key: 'chloe', email: 'chloe@upline.test', password: demoPassword, firstname: 'Chloe', lastname: 'Bennett',
    memberType: 'customer', isAdmin: false, urlName: null, sponsorKey: 'sam', countryCode: 'US',
    mobile: '1-555-010-0010', planStatus: null,
    address: { address1: '77 Beacon Street', city: 'Boston', stateCode: 'MA', postalCode: '02108' },
  },
  {
    key: 'olivia', email: 'olivia@upline.test', password: demoPassword, firstname: 'Olivia', lastname: 'Wilson',
    memberType: 'ambassador', isAdmin: false, urlName: 'olivia', sponsorKey: 'upline', countryCode: 'CA',
    mobile: '1-555-010-0011', planStatus: null,
    address: { address1: '220 Portage Avenue', city: 'Winnipeg', stateCode: 'MB', postalCode: 'R3C 0B1' },
  },
  {
    key: 'ethan', email: 'ethan@upline.test', password: demoPassword, firstname: 'Ethan', lastname: 'Brown',
    memberType: 'customer', isAdmin: false, urlName: null, sponsorKey: 'olivia', countryCode: 'CA',
    mobile: '1-555-010-0012', planStatus: null,
    address: { address1: '15 Spring Garden Road', city: 'Halifax', stateCode: 'NS', postalCode: 'B3J 3R4' },
  },
];
