/**
 * autocannon's `setupRequest` for the guest-order scenario of `npm run bench:api`, loaded by path in its worker
 * thread (a function cannot be handed to a worker): each request is another customer, with an address of its own
 * (X-Forwarded-For, read through the trusted proxy) and a phone number of its own, as a shop's orders come. One
 * address sending them all would measure the guest-order limits of one customer, not the shop.
 */
const { threadId } = require('node:worker_threads');

let sent = 0;

module.exports = function anotherCustomer(request) {
  sent += 1;
  const body = JSON.parse(request.body);
  body.telephone_livraison = `24308${String((threadId * 10_000_000 + sent) % 100_000_000).padStart(8, '0')}`;
  const address = `10.${(threadId + (sent >>> 16)) & 255}.${(sent >>> 8) & 255}.${sent & 255}`;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address }, body: JSON.stringify(body) };
};
