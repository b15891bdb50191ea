import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'motdepasse1';

/** A fresh email for each customer a test creates (the e2e database lives for the whole run). */
export function newEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.cd`;
}

/** Registers a customer through the API (the sign-up form has its own tests). */
export async function registerCustomer(request: APIRequestContext, first = 'Amani', email = newEmail(first.toLowerCase())) {
  const res = await request.post('/api/v1/accounts/register/', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: first,
      last_name: 'Lukusa',
      phone_number: '+243812345678',
      role: 'client',
    },
  });
  expect(res.status()).toBe(201);
  return { email, first };
}

/** Logs in through the login page (already open or opened here) and waits for the redirect. */
export async function loginThroughForm(page: Page, email: string, password = PASSWORD, open = true) {
  if (open) await page.goto('/connexion.html');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signed in without the form: register, then log in and wait for the greeting. */
export async function signedIn(page: Page, request: APIRequestContext, first = 'Amani') {
  const customer = await registerCustomer(request, first);
  await loginThroughForm(page, customer.email);
  await page.waitForURL('/');
  await expect(greeting(page, first)).toBeVisible();
  return customer;
}

export const greeting = (page: Page, first: string) => page.getByText(`Bonjour ${first}`, { exact: true });
