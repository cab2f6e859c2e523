// How to reach the store, as the contact page shows it: the one place to change it. The store's operator replaces these
// with their own before going live (docs/configuration.md).

export const STORE_CONTACT = {
  legalName: 'Guardians Wellness Private Limited',
  addressLines: ['4th Floor, 12 Residency Road', 'Shanthala Nagar, Bengaluru 560025', 'Karnataka, India'],
  email: 'care@guardians.example',
  /** As dialled from India; `tel` is the link form. */
  phone: { display: '+91 80 4000 1122', tel: '+918040001122' },
  /** Opening hours of customer care, India Standard Time. */
  hours: [
    { days: 'Monday to Friday', time: '9:00 AM – 7:00 PM IST' },
    { days: 'Saturday', time: '10:00 AM – 4:00 PM IST' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
  /** How soon a message through the form is answered, in working days. */
  replyWithinWorkingDays: 2,
} as const;
