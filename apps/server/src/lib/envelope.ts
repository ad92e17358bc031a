/** The success envelope every back-office answer uses (ARCHITECTURE.md section 2). */
export function ok<T>(data: T, message = ''): { status: 'success'; message: string; data: T } {
  return { status: 'success', message, data };
}
