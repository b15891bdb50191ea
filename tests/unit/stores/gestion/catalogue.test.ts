import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { productWriteSchema } from '../../../../src/contract/staff-catalogue.ts';
import { checkPayload } from '../../../../src/stores/gestion/check-payload.ts';
import { createProductEditor, emptyProductForm, formOf, payloadOf } from '../../../../src/stores/gestion/product-editor.ts';
import { createPublicationWatch } from '../../../../src/stores/gestion/publication.ts';
import { gestionShop, manualPoll } from './shop.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'kin-store-photos-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('the product form', () => {
  it.each([
    [{ prix: '2 500' }, { prix: '2500' }],
    [{ prix: '2500 FC' }, { prix: '2500' }],
    [{ prix: '2500,50' }, { prix: '2500.50' }],
    [{ prix_promo: '' }, { prix_promo: null }],
    [{ prix_consigne: '' }, { prix_consigne: '0' }],
    [{ stock: ' 12 ' }, { stock: 12 }],
    [
      { categorie: '3', marque: '' },
      { categorie: 3, marque: null },
    ],
  ])('reads %j as %j', (typed, sent) => expect(payloadOf({ ...emptyProductForm, ...typed })).toMatchObject(sent));

  it('is checked with the contract before it leaves: the same French messages as the server, per field', () => {
    const checked = checkPayload(productWriteSchema, payloadOf({ ...emptyProductForm, nom: ' ', prix: '-5', stock: 'douze' }));
    expect(checked).toEqual({
      ok: false,
      reason: 'rule',
      message: 'Vérifiez les champs signalés.',
      fieldErrors: {
        nom: ['Le nom est obligatoire.'],
        prix: ['Saisissez un montant positif en francs, par exemple 2500.'],
        stock: ['Le stock est un nombre entier de 0 ou plus.'],
      },
    });
  });

  it('creates a product, then edits it and its photo; every save announces a publication', async () => {
    const g = await gestionShop();
    const saved: (number | null)[] = [];
    const editor = createProductEditor({ api: g.api, attempt: g.attempt, onSaved: (p) => saved.push(p?.id ?? null) });
    editor.edit({ mode: 'new' });
    const bad = await editor.save.submit({ ...emptyProductForm, nom: 'Malta 33 cl', prix: '-1' });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { prix: ['Saisissez un montant positif en francs, par exemple 2500.'] } });
    expect(saved).toEqual([]);
    const created = await editor.save.submit({
      ...emptyProductForm,
      nom: 'Malta 33 cl',
      prix: '1 800',
      stock: '24',
      unite: 'Canette 33 cl',
    });
    expect(created?.ok).toBe(true);
    const editing = editor.$editing.get();
    if (editing?.mode !== 'edit') throw new Error('le produit créé devrait être en édition');
    expect(editing.product).toMatchObject({ nom: 'Malta 33 cl', prix: '1800.00', stock: 24, archive: false });
    expect(editor.save.$state.get()).toMatchObject({
      busy: false,
      notice: { kind: 'ok', text: 'Produit enregistré. Il sera en ligne après la publication.' },
    });
    // An edit never sends the stock: a stale figure in the form leaves the stock as orders and deliveries left it.
    await editor.save.submit({ ...emptyProductForm, nom: 'Malta 33 cl', prix: '1900', stock: '999' });
    expect(editor.$editing.get()).toMatchObject({ product: { prix: '1900.00', stock: 24 } });
    expect(saved).toEqual([editing.product.id, editing.product.id]);
  });

  it('holds the form as typed: empty for a new product, the product once opened, what the server saved once created', async () => {
    const g = await gestionShop();
    const editor = createProductEditor({ api: g.api, attempt: g.attempt, onSaved: () => {} });
    editor.edit({ mode: 'new' });
    expect(editor.save.$draft.get()).toEqual(emptyProductForm);
    editor.save.edit({ nom: 'Malta 33 cl', prix: '1 800', stock: '24' });
    expect(await editor.save.submit()).toMatchObject({ ok: true });
    const created = editor.$editing.get();
    if (created?.mode !== 'edit') throw new Error('le produit créé devrait être en édition');
    expect(editor.save.$draft.get()).toEqual(formOf(created.product));
    const primus = (await g.api.listStaffProducts({ q: 'primus 72' })).results[0]!;
    editor.edit({ mode: 'edit', product: primus });
    expect(editor.save.$draft.get()).toEqual(formOf(primus));
    editor.save.edit({ prix: '2 600' });
    expect(await editor.save.submit()).toMatchObject({ ok: true });
    expect(editor.save.$draft.get()).toEqual({ ...formOf(primus), prix: '2 600' });
    editor.edit(null);
    editor.edit({ mode: 'new' });
    expect(editor.save.$draft.get()).toEqual(emptyProductForm);
  });

  it('checks a photo by its first bytes and its size before sending it', async () => {
    const g = await gestionShop();
    const editor = createProductEditor({ api: g.api, attempt: g.attempt, onSaved: () => {} });
    editor.edit({ mode: 'new' });
    expect(await editor.photo.submit(new Blob(['x']))).toMatchObject({
      ok: false,
      message: "Enregistrez d'abord le produit, puis ajoutez sa photo.",
    });
    const product = await g.api.listStaffProducts({ q: 'primus 72' });
    editor.edit({ mode: 'edit', product: product.results[0]! });
    expect(await editor.photo.submit(new Blob(['GIF89a pas une photo']))).toMatchObject({
      ok: false,
      message: "Ce fichier n'est pas une photo JPEG, PNG ou WebP.",
    });
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    expect(await editor.photo.submit(new Blob([huge]))).toMatchObject({
      ok: false,
      message: 'La photo dépasse 5 Mo : choisissez une photo plus légère.',
    });
  });

  it('uploads a photo that the server checks again', async () => {
    const g = await gestionShop({ mediaDir });
    const editor = createProductEditor({ api: g.api, attempt: g.attempt, onSaved: () => {} });
    const product = (await g.api.listStaffProducts({ q: 'primus 72' })).results[0]!;
    editor.edit({ mode: 'edit', product });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f6c445' } })
      .png()
      .toBuffer();
    expect(await editor.photo.submit(new Blob([png]))).toMatchObject({ ok: true });
    expect(editor.$editing.get()).toMatchObject({ product: { image: expect.stringMatching(/\/media\/photos\/[0-9a-f]{24}\.webp$/) } });
    expect(editor.photo.$state.get().notice?.text).toBe('Photo enregistrée. Elle sera en ligne après la publication.');
  });
});

/** The site online as GET /staff/publication/ says it, nothing waiting: each test moves it on. */
const liveSite = () => ({
  etat: 'en_ligne' as 'en_ligne' | 'en_cours' | 'echec' | 'aucune',
  version: 'R1',
  en_ligne_depuis: '2026-11-21T09:00:00.000Z',
  en_attente: false,
  site_entier: false,
  erreur: null,
  version_precedente: null,
  modifications_en_attente: 0,
  en_attente_depuis: null as string | null,
});

describe('publication', () => {
  it('says there is none with `npm run api` alone', async () => {
    const g = await gestionShop();
    const poll = manualPoll();
    const watch = createPublicationWatch({ api: g.api, attempt: g.attempt, poll: poll.env });
    watch.open();
    await vi.waitFor(() => expect(watch.$publication.get().status).not.toBe('loading'));
    expect(watch.$publication.get()).toEqual({
      status: 'none',
      message: 'Aucune publication : cette API tourne seule (npm run api), sans site à publier.',
    });
  });

  it('follows a save until the new version is online', async () => {
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const state = liveSite();
    const api = { publication: async () => ({ ...state }), rollback: async () => ({ ...state }) };
    const poll = manualPoll();
    const watch = createPublicationWatch({
      api,
      attempt: (call) => call().then((value) => ({ ok: true as const, value })),
      poll: poll.env,
      now: () => clock,
    });
    watch.open();
    await vi.waitFor(() => expect(watch.$publication.get().status).not.toBe('loading'));
    expect(watch.$publication.get()).toMatchObject({ status: 'ready', pending: false });
    watch.changed();
    expect(watch.$publication.get()).toMatchObject({ pending: true });
    Object.assign(state, { etat: 'en_cours' });
    await poll.fire();
    expect(watch.$publication.get()).toMatchObject({ pending: true, state: { etat: 'en_cours' } });
    clock += 60_000;
    Object.assign(state, { etat: 'en_ligne', version: 'R2', en_ligne_depuis: new Date(clock).toISOString() });
    await poll.fire();
    expect(watch.$publication.get()).toMatchObject({ pending: false, state: { version: 'R2' } });
  });

  it('reads how many changes wait every half minute when idle, every few seconds while some wait', async () => {
    let clock = Date.parse('2026-11-21T10:00:00Z');
    let asked = 0;
    const state = liveSite();
    const api = {
      publication: async () => {
        asked += 1;
        return { ...state };
      },
      rollback: async () => ({ ...state }),
    };
    const poll = manualPoll();
    const watch = createPublicationWatch({
      api,
      attempt: (call) => call().then((value) => ({ ok: true as const, value })),
      poll: poll.env,
      now: () => clock,
    });
    watch.open();
    await vi.waitFor(() => expect(watch.$publication.get().status).toBe('ready'));
    expect(asked).toBe(1);
    // An order emptied a product, from another screen: seen at the next half minute, not before.
    Object.assign(state, { modifications_en_attente: 2, en_attente_depuis: '2026-11-21T10:00:05.000Z' });
    clock += 4000;
    await poll.fire();
    expect(asked).toBe(1);
    clock += 26_000;
    await poll.fire();
    expect(watch.$publication.get()).toMatchObject({ state: { modifications_en_attente: 2 } });
    // While they wait: read at each tick, until none does.
    clock += 4000;
    Object.assign(state, { modifications_en_attente: 0, en_attente_depuis: null });
    await poll.fire();
    expect(watch.$publication.get()).toMatchObject({ state: { modifications_en_attente: 0 } });
    const settledAsked = asked;
    clock += 4000;
    await poll.fire();
    expect(asked).toBe(settledAsked);
  });
});
