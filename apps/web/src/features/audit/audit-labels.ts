import type { AuditAction, AuditRecordType } from '@portal/shared/audit';

/** What each record type is called on screen. */
export const recordTypeLabels = {
  user: 'User',
  role: 'Role',
  service: 'Service',
  committee: 'Committee',
  parcel: 'Parcel',
  allocation: 'Allocation',
  api_key: 'API key',
  application: 'Application',
  invoice: 'Invoice',
  vendor_call: 'Vendor call',
  utility_run: 'Billing run',
  utility_credit_note: 'Credit note',
  utility_receipt: 'Utility payment',
} as const satisfies Record<AuditRecordType, string>;

/** Each action in words; the code (`role.created`) is what filters and the CSV export carry. */
export const actionLabels = {
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.deleted': 'User deleted',
  'user.status_changed': 'Account status changed',
  'user.sign_in_refused_locked': 'Sign-in refused (locked)',
  'role.created': 'Role created',
  'role.updated': 'Role updated',
  'role.deleted': 'Role deleted',
  'service.created': 'Service created',
  'service.updated': 'Service updated',
  'service.deleted': 'Service deleted',
  'service.sso_secret_issued': 'SSO secret issued',
  'committee.created': 'Committee created',
  'committee.updated': 'Committee updated',
  'committee.deleted': 'Committee deleted',
  'parcel.created': 'Parcel created',
  'parcel.updated': 'Parcel updated',
  'parcel.deleted': 'Parcel deleted',
  'allocation.created': 'Allocation created',
  'allocation.updated': 'Allocation updated',
  'allocation.deleted': 'Allocation released',
  'api_key.created': 'API key created',
  'api_key.updated': 'API key updated',
  'api_key.deleted': 'API key deleted',
  'application.assigned': 'Application assigned',
  'application.stage_changed': 'Application stage changed',
  'application.scorecard_saved': 'Scorecard saved',
  'application.letter_issued': 'Letter issued',
  'application.intent_signed': 'Letter of intent signed',
  'invoice.issued': 'Invoice issued',
  'invoice.payment_recorded': 'Payment recorded',
  'vendor_call.created': 'Vendor call opened',
  'vendor_call.updated': 'Vendor call updated',
  'vendor_call.deleted': 'Vendor call deleted',
  'utility_run.computed': 'Bills computed (draft)',
  'utility_run.issued': 'Bills issued',
  'utility_credit_note.requested': 'Credit note requested',
  'utility_credit_note.approved': 'Credit note approved',
  'utility_credit_note.rejected': 'Credit note rejected',
  'utility_receipt.recorded': 'Utility payment recorded',
} as const satisfies Record<AuditAction, string>;

// An event the server records under a code this build does not know yet still shows its code.
export const labelOf = <Labels extends Record<string, string>>(labels: Labels, code: string) =>
  Object.hasOwn(labels, code) ? labels[code as keyof Labels] : code;
