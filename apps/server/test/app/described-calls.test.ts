import { describe, expect, it } from 'vitest';
import { AccountStatus, Role, ServiceCategory } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { testEngine } from '../helpers/database';
import { dataUrl, png } from '../helpers/images';
import { startBackOffice, uniqueEmail } from '../helpers/portal';
import { Company, createCommittee, Member } from '../helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, adminToken: token, db, smtp } = portal;

/** Every answer of the calls below: accepted, whatever the status code says in detail. */
const accepted = async (answer: Promise<{ statusCode: number; body: string }>) => {
  const { statusCode, body } = await answer;
  expect(statusCode, body).toBeGreaterThanOrEqual(200);
  expect(statusCode, body).toBeLessThan(300);
  return JSON.parse(body) as { data: { id: number } };
};

/**
 * Each call of the product's own web client (docs/product.md, "The calls"), sent with exactly
 * the fields that client sends and nothing more: none may need a field it does not send.
 */
describe(`every call with exactly the web client's fields on ${testEngine}`, () => {
  it('accounts: register, login, logout, passwords, verification and the profile', async () => {
    const email = uniqueEmail('described');
    const password = 'Described-Calls-7';
    await accepted(
      call('POST', '/register', {
        body: {
          account_type: Company,
          name: 'Wanjiru Described',
          country_code: '+254',
          email,
          phone: '712345678',
          password,
          password_confirmation: password,
          accept_terms: true,
        },
      }),
    );
    await smtp.waitFor(email);
    const signedIn = await accepted(
      call('POST', '/login', { body: { email, password, remember_me: false } }),
    );
    const session = (signedIn.data as unknown as { token: string }).token;
    await accepted(call('GET', '/resend-verification-code', { token: session }));
    const code = /code is (\d{6})/.exec((await smtp.waitFor(email, { after: 1 })).text)![1]!;
    await accepted(call('POST', '/verify-email', { token: session, body: { code } }));
    await accepted(call('GET', '/unpaginated-items-home'));
    await accepted(call('GET', '/dashboard', { token: session }));
    const profile = await accepted(call('GET', '/profile', { token: session }));
    const { id } = profile.data;
    await accepted(
      call('PUT', `/profile/${id}`, {
        token: session,
        body: { id, phone: '0722 000 111', designation: 'Director' },
      }),
    );
    await accepted(call('POST', '/logout', { token: session }));

    await accepted(call('POST', '/reset-password', { body: { email } }));
    const mail = await smtp.waitFor(email, { after: 2 });
    const link = /recover-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const renewed = 'Renewed-Described-8';
    await accepted(
      call('POST', '/update-password', {
        body: { password: renewed, password_confirmation: renewed, remember_token: link },
      }),
    );
  });

  it('change password needs the current password too (record 0021), and says only that', async () => {
    const user = await createUser();
    const session = await portal.signIn(user);
    const refused = await call('POST', '/change-password', {
      token: session,
      body: { password: 'Changed-Described-9', password_confirmation: 'Changed-Described-9' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({ current_password: [messages.required] });
  });

  it('API keys, committees and roles', async () => {
    const key = await accepted(
      call('POST', '/apis', { token, body: { name: 'Described key', expiry_date: '2099-12-31' } }),
    );
    const keyId = key.data.id;
    await accepted(call('GET', '/apis', { token }));
    await accepted(call('GET', `/apis/${keyId}`, { token }));
    await accepted(
      call('PUT', `/apis/${keyId}`, {
        token,
        body: { id: keyId, name: 'Described key 2', expiry_date: '2099-12-30' },
      }),
    );
    await accepted(call('POST', '/search-apis', { token, body: { search_term: 'Described' } }));
    await accepted(call('DELETE', `/apis/${keyId}`, { token }));

    const committee = await accepted(
      call('POST', '/committees', { token, body: { name: 'Described committee', alias: 'DC' } }),
    );
    const committeeId = committee.data.id;
    await accepted(call('GET', '/committees', { token }));
    await accepted(call('GET', `/committees/${committeeId}`, { token }));
    await accepted(
      call('PUT', `/committees/${committeeId}`, {
        token,
        body: { id: committeeId, name: 'Described committee 2', alias: 'DC2' },
      }),
    );
    await accepted(
      call('POST', '/search-committees', { token, body: { search_term: 'Described' } }),
    );
    await accepted(call('DELETE', `/committees/${committeeId}`, { token }));

    const role = await accepted(call('POST', '/roles', { token, body: { name: 'Described' } }));
    const roleId = role.data.id;
    await accepted(call('GET', '/roles', { token }));
    await accepted(call('GET', `/roles/${roleId}`, { token }));
    await accepted(
      call('PUT', `/roles/${roleId}`, { token, body: { id: roleId, name: 'Described 2' } }),
    );
    await accepted(call('POST', '/search-roles', { token, body: { search_term: 'Described' } }));
    await accepted(call('DELETE', `/roles/${roleId}`, { token }));
  });

  it('services: the edit sends the create form’s fields, without an id', async () => {
    const fields = {
      name: 'Described service',
      link: 'https://described.example',
      has_sso: false,
      description: 'A service as the web client describes it',
      logo: dataUrl('image/png', png()),
      category: ServiceCategory.AuthorityService,
    };
    const service = await accepted(call('POST', '/services', { token, body: fields }));
    const serviceId = service.data.id;
    await accepted(call('GET', '/services', { token }));
    await accepted(call('GET', `/services/${serviceId}`, { token }));
    await accepted(
      call('PUT', `/services/${serviceId}`, {
        token,
        body: { ...fields, name: 'Described service 2' },
      }),
    );
    await accepted(call('POST', '/search-services', { token, body: { search_term: 'Described' } }));
    await accepted(call('GET', '/unpaginated-items-services', { token }));
    await accepted(call('DELETE', `/services/${serviceId}`, { token }));
  });

  it('users: the edit sends a phone without its country code', async () => {
    const committee = await createCommittee(db, `Described users ${process.pid}`);
    const fields = {
      account_type: Company,
      name: 'Described User',
      email: uniqueEmail('described-user'),
      role: Role.Investor,
      member_of_a_committee: 'Yes',
      committees: [{ name: committee, role: Member }],
      password: 'Described-User-10',
    };
    const user = await accepted(call('POST', '/users', { token, body: fields }));
    const userId = user.data.id;
    await db.updateTable('users').set({ country_code: '+254' }).where('id', '=', userId).execute();
    await accepted(call('GET', '/users', { token }));
    await accepted(call('GET', `/users/${userId}`, { token }));
    await accepted(call('GET', '/unpaginated-items-users', { token }));
    await accepted(
      call('PUT', `/users/${userId}`, {
        token,
        body: { ...fields, id: userId, phone: '712345678', reset_password: false },
      }),
    );
    await accepted(call('POST', '/search-users', { token, body: { search_term: 'Described' } }));
    await accepted(
      call('POST', `/update-account-status/${userId}`, {
        token,
        body: { id: userId, name: fields.name, email: fields.email, status: AccountStatus.Active },
      }),
    );
    await accepted(call('DELETE', `/users/${userId}`, { token }));
  });
});
