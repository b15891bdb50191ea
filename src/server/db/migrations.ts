import { configMessages } from '../../messages/config.ts';
import { mailMessages } from '../../messages/mail.ts';

/**
 * Brings the identity of `commandes.id` on PostgreSQL up to every id already given (the table's highest, and the
 * `id_sequences` row the orders used before): run by the migration that made ids come from it, and after a copy
 * from SQLite.
 */
export const RAISE_ORDER_IDS = `SELECT setval(pg_get_serial_sequence('commandes', 'id'), GREATEST(given, 1), given > 0)
   FROM (SELECT GREATEST(COALESCE((SELECT MAX(id) FROM commandes), 0),
     COALESCE((SELECT last FROM id_sequences WHERE name = 'commandes'), 0)) AS given) AS highest;`;

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Which server a migration runs on. */
type EngineKind = 'sqlite' | 'postgres';

/** SQL every engine runs (after `postgresTypes` on PostgreSQL), or a function of the engine where they differ. */
type Migration = string | ((kind: EngineKind) => string);

/**
 * Numbered schema migrations, one history for both engines: each runs once, in order, inside a transaction.
 * The text is SQLite's; on PostgreSQL `postgresTypes` gives it PostgreSQL's types, and the entries that need
 * more (a case-insensitive e-mail, the clock) say so with a function of the engine. SQLite's table rebuilds
 * (`CREATE … AS SELECT`, `RENAME`) run as they are on PostgreSQL, which knows them too.
 */
export const migrations: readonly Migration[] = [
  // 1: catalogue
  `CREATE TABLE categories (
     id INTEGER PRIMARY KEY,
     nom TEXT NOT NULL UNIQUE,
     description TEXT NOT NULL DEFAULT ''
   );
   CREATE TABLE marques (
     id INTEGER PRIMARY KEY,
     nom TEXT NOT NULL UNIQUE,
     couleur TEXT NOT NULL DEFAULT '#1d4ed8',
     couleur_texte TEXT NOT NULL DEFAULT '#ffffff'
   );
   CREATE TABLE produits (
     id INTEGER PRIMARY KEY,
     nom TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     prix_cents INTEGER NOT NULL CHECK (prix_cents >= 0),
     prix_promo_cents INTEGER CHECK (prix_promo_cents IS NULL OR prix_promo_cents >= 0),
     prix_consigne_cents INTEGER NOT NULL DEFAULT 0 CHECK (prix_consigne_cents >= 0),
     stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
     unite TEXT NOT NULL DEFAULT '',
     marque_id INTEGER REFERENCES marques(id) ON DELETE RESTRICT,
     categorie_id INTEGER REFERENCES categories(id) ON DELETE RESTRICT,
     date_ajout TEXT NOT NULL,
     vendu_avec_consigne INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX produits_categorie ON produits(categorie_id);
   CREATE INDEX produits_marque ON produits(marque_id);
   CREATE INDEX produits_date ON produits(date_ajout);`,
  // 2: accounts (an e-mail is one account whatever its case: SQLite's NOCASE, PostgreSQL's unique lower(email);
  // lookups compare lower(email), which both understand)
  (kind) => `CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL${kind === 'sqlite' ? ' UNIQUE COLLATE NOCASE' : ''},
     username TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     first_name TEXT NOT NULL DEFAULT '',
     last_name TEXT NOT NULL DEFAULT '',
     phone_number TEXT NOT NULL DEFAULT '',
     address TEXT NOT NULL DEFAULT '',
     role TEXT NOT NULL DEFAULT 'client' CHECK (role IN ('admin', 'manager', 'client')),
     is_staff INTEGER NOT NULL DEFAULT 0,
     is_superuser INTEGER NOT NULL DEFAULT 0,
     date_joined TEXT NOT NULL
   );${kind === 'postgres' ? '\n   CREATE UNIQUE INDEX users_email_lower ON users (lower(email));' : ''}
   CREATE TABLE auth_tokens (
     key_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     created TEXT NOT NULL
   );
   CREATE INDEX auth_tokens_user ON auth_tokens(user_id);
   CREATE TABLE reset_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     destinataire TEXT NOT NULL,
     sujet TEXT NOT NULL,
     corps TEXT NOT NULL,
     created TEXT NOT NULL
   );
   CREATE TABLE rate_events (
     bucket TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX rate_events_bucket ON rate_events(bucket, at);`,
  // 3: carts, orders, idempotency
  `CREATE TABLE paniers (
     id INTEGER PRIMARY KEY,
     user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
     created TEXT NOT NULL
   );
   CREATE TABLE panier_articles (
     id INTEGER PRIMARY KEY,
     panier_id INTEGER NOT NULL REFERENCES paniers(id) ON DELETE CASCADE,
     produit_id INTEGER NOT NULL REFERENCES produits(id) ON DELETE CASCADE,
     quantite INTEGER NOT NULL CHECK (quantite > 0),
     avec_consigne INTEGER NOT NULL DEFAULT 0,
     UNIQUE (panier_id, produit_id)
   );
   CREATE TABLE commandes (
     id INTEGER PRIMARY KEY,
     numero_commande TEXT NOT NULL UNIQUE,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     token_suivi_hash TEXT UNIQUE,
     date_commande TEXT NOT NULL,
     statut TEXT NOT NULL DEFAULT 'en_attente',
     goods_cents INTEGER NOT NULL,
     deposits_cents INTEGER NOT NULL,
     frais_livraison_cents INTEGER NOT NULL,
     total_cents INTEGER NOT NULL,
     adresse_livraison TEXT NOT NULL,
     telephone_livraison TEXT NOT NULL,
     nom_client TEXT NOT NULL,
     email TEXT NOT NULL DEFAULT '',
     notes TEXT NOT NULL DEFAULT '',
     mode_paiement TEXT NOT NULL DEFAULT '',
     stock_restaure INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX commandes_user ON commandes(user_id);
   CREATE TABLE commande_articles (
     id INTEGER PRIMARY KEY,
     commande_id INTEGER NOT NULL REFERENCES commandes(id) ON DELETE CASCADE,
     produit_id INTEGER REFERENCES produits(id) ON DELETE SET NULL,
     nom TEXT NOT NULL,
     quantite INTEGER NOT NULL CHECK (quantite > 0),
     prix_unitaire_cents INTEGER NOT NULL,
     prix_consigne_unitaire_cents INTEGER NOT NULL,
     avec_consigne INTEGER NOT NULL
   );
   CREATE INDEX commande_articles_commande ON commande_articles(commande_id);
   CREATE TABLE idempotency_keys (
     scope TEXT NOT NULL,
     key TEXT NOT NULL,
     request_hash TEXT NOT NULL,
     status INTEGER NOT NULL,
     body TEXT NOT NULL,
     created INTEGER NOT NULL,
     PRIMARY KEY (scope, key)
   );`,
  // 4: reviews, notifications, contact
  `CREATE TABLE avis (
     id INTEGER PRIMARY KEY,
     produit_id INTEGER NOT NULL REFERENCES produits(id) ON DELETE CASCADE,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     note INTEGER NOT NULL CHECK (note BETWEEN 1 AND 5),
     commentaire TEXT NOT NULL DEFAULT '',
     approuve INTEGER NOT NULL DEFAULT 0,
     date_creation TEXT NOT NULL,
     UNIQUE (produit_id, user_id)
   );
   CREATE TABLE notifications (
     id INTEGER PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type TEXT NOT NULL,
     titre TEXT NOT NULL,
     message TEXT NOT NULL,
     date_creation TEXT NOT NULL,
     lue INTEGER NOT NULL DEFAULT 0,
     importante INTEGER NOT NULL DEFAULT 0,
     data TEXT
   );
   CREATE INDEX notifications_user ON notifications(user_id);
   CREATE TABLE contact_messages (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     date_envoi TEXT NOT NULL
   );`,
  // 5: purge of old idempotency keys and rate events by date
  `CREATE INDEX idempotency_keys_created ON idempotency_keys(created);
   CREATE INDEX rate_events_at ON rate_events(at);`,
  // 6: per-day order counters (order numbers without scanning the orders)
  `CREATE TABLE order_counters (day TEXT PRIMARY KEY, last INTEGER NOT NULL);
   INSERT INTO order_counters (day, last)
     SELECT substr(numero_commande, 4, 8), MAX(CAST(substr(numero_commande, 13) AS INTEGER)) FROM commandes GROUP BY 1;`,
  // 7: the outbox becomes a delivery queue (text and HTML, stable Message-ID, attempts, lease of the
  // worker sending it). Reset mails written before anything sent them are kept, marked failed: their
  // links have expired.
  `CREATE TABLE outbox_queue (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     destinataire TEXT NOT NULL,
     reply_to TEXT NOT NULL DEFAULT '',
     sujet TEXT NOT NULL,
     corps TEXT NOT NULL,
     html TEXT NOT NULL DEFAULT '',
     message_id TEXT NOT NULL UNIQUE,
     statut TEXT NOT NULL DEFAULT 'pending' CHECK (statut IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL DEFAULT 0,
     claimed_by TEXT,
     lease_until INTEGER,
     last_error TEXT NOT NULL DEFAULT '',
     created TEXT NOT NULL,
     sent_at TEXT,
     failed_at TEXT
   );
   INSERT INTO outbox_queue (id, kind, destinataire, sujet, corps, message_id, statut, last_error, created, failed_at)
     SELECT id, 'reset', destinataire, sujet, corps, '<' || id || '.avant-envoi@kinboissons.invalid>', 'failed',
       ${sqlText(mailMessages.settings.staleReset)}, created, created FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_queue RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox(statut, next_attempt_at);`,
  // 8: API tokens expire after a time without use (sliding); tokens issued before count as used now.
  (kind) => `ALTER TABLE auth_tokens ADD COLUMN last_used INTEGER NOT NULL DEFAULT 0;
   UPDATE auth_tokens SET last_used = CAST(${kind === 'sqlite' ? "strftime('%s', 'now')" : 'extract(epoch from now())'} AS INTEGER) * 1000;`,
  // 9: when an order took its current status (a delivered guest order's tracking link expires after a while);
  // NULL: since it was placed.
  `ALTER TABLE commandes ADD COLUMN date_statut TEXT;`,
  // 10: gestion — staff accounts can be deactivated (a staff session's day idle is read from the tokens'
  // last use, migration 8), products are archived rather than deleted once ordered, uploaded photos, the 'Je paie avec' amount
  // of an order, support messages marked handled, and the journal of what every staff member did.
  `ALTER TABLE users ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE produits ADD COLUMN archive INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE produits ADD COLUMN photo TEXT;
   ALTER TABLE categories ADD COLUMN photo TEXT;
   ALTER TABLE commandes ADD COLUMN paie_avec_cents INTEGER;
   CREATE INDEX commandes_date ON commandes(date_commande);
   CREATE INDEX commandes_statut ON commandes(statut, date_commande);
   ALTER TABLE contact_messages ADD COLUMN traite_le TEXT;
   ALTER TABLE contact_messages ADD COLUMN traite_par TEXT;
   CREATE TABLE journal (
     id INTEGER PRIMARY KEY,
     date TEXT NOT NULL,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     auteur TEXT NOT NULL,
     action TEXT NOT NULL,
     objet TEXT NOT NULL,
     objet_id INTEGER,
     details TEXT NOT NULL DEFAULT '{}'
   );
   CREATE INDEX journal_objet ON journal(objet, objet_id, id);`,
  // 11: page addresses of categories and brands, stored once and kept when the name changes (filled by
  // fillMissingSlugs on opening: the slug rule is code, src/domain/slug.ts)
  `ALTER TABLE categories ADD COLUMN slug TEXT;
   ALTER TABLE marques ADD COLUMN slug TEXT;
   CREATE UNIQUE INDEX categories_slug ON categories(slug);
   CREATE UNIQUE INDEX marques_slug ON marques(slug);`,
  // 12: ids never given twice (src/server/db/sequences.ts)
  `CREATE TABLE id_sequences (name TEXT PRIMARY KEY, last INTEGER NOT NULL);`,
  // 13: a customer proves an e-mail address before the
  // orders placed without an account under it join their account; the guest orders of an address are looked up.
  (kind) => `CREATE TABLE guest_order_claims (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     email TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX guest_order_claims_user ON guest_order_claims(user_id, created_at);
   CREATE INDEX commandes_guest_email ON commandes(${kind === 'sqlite' ? 'email COLLATE NOCASE' : 'lower(email)'}) WHERE user_id IS NULL;`,
  // 14: the throttles' events need no durability (one lost to a power cut gives back a try, no more), and waiting
  // for the disk at each one let a flood from many addresses hold the server's loop. On SQLite they leave the
  // shop's file for a file of their own, attached and written without waiting for the disk (open.ts,
  // attachThrottles); on PostgreSQL their table skips the write-ahead log (emptied after a crash).
  (kind) => (kind === 'sqlite' ? 'DROP TABLE rate_events;' : 'ALTER TABLE rate_events SET UNLOGGED;'),
  // 15: one body of queries for both engines compares e-mail addresses as lower(email) (PostgreSQL has no NOCASE):
  // SQLite gets the same expression indexes PostgreSQL has had since 2 and 13, so those lookups stay indexed.
  (kind) =>
    kind === 'sqlite'
      ? `CREATE INDEX IF NOT EXISTS users_email_lower ON users(lower(email));
   DROP INDEX IF EXISTS commandes_guest_email;
   CREATE INDEX commandes_guest_email ON commandes(lower(email)) WHERE user_id IS NULL;`
      : 'SELECT 1;',
  // 16: abuse the shop withstands. `users.email_prouve`: the address an account proved by opening a link mailed to it
  // (it counts while it is still the account's address). `commandes.a_confirmer`: an order larger than a customer
  // orders without a call (src/domain/order-hold.ts), held without taking stock until the staff confirm it.
  // `commandes.rattachee_par_lien`: a guest order that joined an account with its tracking link alone, which the
  // rules allowed until now: the customer who proves the order's address takes it back. `login_links`: a login
  // mailed to an account that received too many wrong passwords (the right password then needs it).
  `ALTER TABLE users ADD COLUMN email_prouve TEXT;
   ALTER TABLE commandes ADD COLUMN a_confirmer INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE commandes ADD COLUMN rattachee_par_lien INTEGER NOT NULL DEFAULT 0;
   UPDATE commandes SET rattachee_par_lien = 1 WHERE token_suivi_hash IS NOT NULL AND user_id IS NOT NULL;
   CREATE TABLE login_links (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     email TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX login_links_user ON login_links(user_id, created_at);`,
  // 17: the address book belongs to the account (it was kept in the browser only, and lost at every sign-out): each
  // address with its landmark and phone; one default per account, whose formatted text stays the profile's address.
  `CREATE TABLE adresses (
     id INTEGER PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type TEXT NOT NULL CHECK (type IN ('Maison', 'Bureau', 'Autre')),
     rue TEXT NOT NULL,
     numero TEXT NOT NULL,
     quartier TEXT NOT NULL,
     commune TEXT NOT NULL,
     repere TEXT NOT NULL DEFAULT '',
     telephone TEXT NOT NULL,
     is_default INTEGER NOT NULL DEFAULT 0,
     created TEXT NOT NULL
   );
   CREATE INDEX adresses_user ON adresses(user_id, id);`,
  // 18: every change of a product's stock is a movement (an order, its cancellation, a delivery received, a count, an
  // archive, a new product): who, when, before and after, and the order or the count's reason.
  `CREATE TABLE mouvements_stock (
     id INTEGER PRIMARY KEY,
     produit_id INTEGER NOT NULL REFERENCES produits(id) ON DELETE CASCADE,
     date TEXT NOT NULL,
     type TEXT NOT NULL,
     quantite INTEGER NOT NULL,
     stock_avant INTEGER NOT NULL,
     stock_apres INTEGER NOT NULL,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     auteur TEXT NOT NULL,
     commande_id INTEGER REFERENCES commandes(id) ON DELETE SET NULL,
     motif TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX mouvements_stock_produit ON mouvements_stock(produit_id, id);`,
  // 19: Web Push to the staff's devices (docs/decisions/027): each device's subscription (its push service's endpoint,
  // its keys, the shop's VAPID key it was made for) and the pushes waiting to leave, written in the transaction of the
  // order they announce and sent by a worker after its commit.
  `CREATE TABLE push_abonnements (
     id INTEGER PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     endpoint TEXT NOT NULL UNIQUE,
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     cle_vapid TEXT NOT NULL,
     created INTEGER NOT NULL
   );
   CREATE INDEX push_abonnements_user ON push_abonnements(user_id);
   CREATE TABLE push_envois (
     id INTEGER PRIMARY KEY,
     abonnement_id INTEGER NOT NULL REFERENCES push_abonnements(id) ON DELETE CASCADE,
     payload TEXT NOT NULL,
     created INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     claimed_by TEXT,
     lease_until INTEGER,
     last_error TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX push_envois_due ON push_envois(next_attempt_at);`,
  // 20: orders the staff take by phone, WhatsApp or at the counter. `commandes.source` (`site` for the website's),
  // `commandes.saisie_par` (the staff member's e-mail at the time, as the journal keeps it; null for the website's),
  // `commandes.commune` (read from the address by src/domain/delivery-place.ts when placed, to filter by; null until
  // read: older orders are read when the database opens, db/order-communes.ts), and per line the empties the customer
  // hands back (`commande_articles.bouteilles_echangees`, in bottles).
  `ALTER TABLE commandes ADD COLUMN source TEXT NOT NULL DEFAULT 'site';
   ALTER TABLE commandes ADD COLUMN saisie_par TEXT;
   ALTER TABLE commandes ADD COLUMN commune TEXT;
   ALTER TABLE commande_articles ADD COLUMN bouteilles_echangees INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX commandes_commune ON commandes(lower(commune), date_commande);`,
  // 21: orders out. Riders (`users.livreur`: an account of role « client » in the role column, so no staff right reaches
  // it, that sees its own round); the day's rounds (`tournees`) and each order's place in one (`commandes.tournee_id`,
  // `ordre_arret`); each delivery's outcome (`livraisons`: delivered with the cash received, or not delivered with a
  // reason; a correction writes a new outcome and keeps the one it replaces, `actuelle` = 0), the empties of each line
  // out and back in bottles (`livraison_vides`); and each rider's cash closed for a day (`caisses`), frozen.
  `ALTER TABLE users ADD COLUMN livreur INTEGER NOT NULL DEFAULT 0;
   CREATE TABLE tournees (
     id INTEGER PRIMARY KEY,
     jour TEXT NOT NULL,
     livreur_id INTEGER NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
     auteur TEXT NOT NULL,
     created TEXT NOT NULL
   );
   CREATE INDEX tournees_livreur ON tournees(livreur_id, jour);
   ALTER TABLE commandes ADD COLUMN tournee_id INTEGER REFERENCES tournees(id) ON DELETE SET NULL;
   ALTER TABLE commandes ADD COLUMN ordre_arret INTEGER;
   CREATE INDEX commandes_tournee ON commandes(tournee_id, ordre_arret);
   CREATE TABLE livraisons (
     id INTEGER PRIMARY KEY,
     commande_id INTEGER NOT NULL REFERENCES commandes(id) ON DELETE CASCADE,
     livreur_id INTEGER NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
     jour TEXT NOT NULL,
     resultat TEXT NOT NULL CHECK (resultat IN ('livree', 'pas_livree')),
     motif TEXT NOT NULL DEFAULT '',
     especes_cents INTEGER NOT NULL DEFAULT 0 CHECK (especes_cents >= 0),
     consigne_manquante_cents INTEGER NOT NULL DEFAULT 0 CHECK (consigne_manquante_cents >= 0),
     a_encaisser_cents INTEGER NOT NULL DEFAULT 0 CHECK (a_encaisser_cents >= 0),
     actuelle INTEGER NOT NULL DEFAULT 1,
     correction_motif TEXT NOT NULL DEFAULT '',
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     auteur TEXT NOT NULL,
     date TEXT NOT NULL
   );
   CREATE UNIQUE INDEX livraisons_actuelle ON livraisons(commande_id) WHERE actuelle = 1;
   CREATE INDEX livraisons_jour ON livraisons(jour, livreur_id);
   CREATE TABLE livraison_vides (
     livraison_id INTEGER NOT NULL REFERENCES livraisons(id) ON DELETE CASCADE,
     article_id INTEGER NOT NULL REFERENCES commande_articles(id) ON DELETE CASCADE,
     produit_id INTEGER REFERENCES produits(id) ON DELETE SET NULL,
     sortis INTEGER NOT NULL CHECK (sortis >= 0),
     rendus INTEGER NOT NULL CHECK (rendus >= 0),
     PRIMARY KEY (livraison_id, article_id)
   );
   CREATE TABLE caisses (
     livreur_id INTEGER NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
     jour TEXT NOT NULL,
     attendu_cents INTEGER NOT NULL,
     remis_cents INTEGER NOT NULL CHECK (remis_cents >= 0),
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     auteur TEXT NOT NULL,
     date TEXT NOT NULL,
     PRIMARY KEY (livreur_id, jour)
   );`,
  // 22: « Journal » reads every staff action newest first, filtered by who, what and when: an index for each filter,
  // so a page stays a short index walk on a journal of 100 000 actions and more. `produits.seuil_stock`: the stock at
  // or under which a product is low (NULL: its unit's default, src/domain/staff.ts). `resumes_quotidiens`: one row per
  // Kinshasa day whose summary e-mail was written to the outbox (its primary key makes it once, whatever the processes).
  `CREATE INDEX journal_auteur ON journal(user_id, id);
   CREATE INDEX journal_quoi ON journal(objet, action, id);
   CREATE INDEX journal_date ON journal(date);
   ALTER TABLE produits ADD COLUMN seuil_stock INTEGER;
   CREATE TABLE resumes_quotidiens (jour TEXT PRIMARY KEY, ecrit_le TEXT NOT NULL);`,
  // 23: orders on PostgreSQL hold no counter row until their commit (src/server/db/order-numbers.ts): their ids come
  // from the identity of `commandes.id`, brought up to the ids already given, and their numbers from the sequence
  // `order_numbers`, counted from each day's base in `order_number_days`. SQLite keeps its day counter (one writer):
  // the table stays empty there.
  (kind) =>
    kind === 'sqlite'
      ? 'CREATE TABLE order_number_days (day TEXT PRIMARY KEY, base INTEGER NOT NULL);'
      : `CREATE TABLE order_number_days (day TEXT PRIMARY KEY, base INTEGER NOT NULL);
   CREATE SEQUENCE order_numbers;
   ${RAISE_ORDER_IDS}`,
  // 24: a device's push subscription belongs to the session that made it (`push_abonnements.session`, the digest of
  // its token, as `auth_tokens.key_hash`): signing out of that phone ends its pushes, and a session ended by a password
  // change or an admin stops them too. Subscriptions made before have none and end with « Déconnecter partout ».
  `ALTER TABLE push_abonnements ADD COLUMN session TEXT;
   CREATE INDEX push_abonnements_session ON push_abonnements(session);`,
  // 25: on PostgreSQL an order's lines check their product at the COMMIT, once the order took its stock, instead of
  // locking the product's row (FOR KEY SHARE) when they are written: orders of the same products in flight then
  // shared each row's lock with a multixact rebuilt at every order, a third of PostgreSQL's time per order. The
  // deletion's SET NULL still acts at once; a product deleted while an order of it was in flight fails that order's
  // COMMIT, and the order runs again and says the product is unknown (transaction.ts). SQLite has one writer: nothing.
  (kind) =>
    kind === 'sqlite'
      ? ''
      : 'ALTER TABLE commande_articles ALTER CONSTRAINT commande_articles_produit_id_fkey DEFERRABLE INITIALLY DEFERRED;',
];

/**
 * PostgreSQL's types for SQLite's: an `INTEGER PRIMARY KEY` is an identity column, and every INTEGER a BIGINT
 * (times are kept in milliseconds; engine.ts reads BIGINTs back as numbers, as SQLite gives them).
 */
function postgresTypes(text: string): string {
  return text.replaceAll('INTEGER PRIMARY KEY', 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY').replaceAll(/\bINTEGER\b/g, 'BIGINT');
}

/** The SQL of `migration` for `kind`. */
export function migrationSql(migration: Migration, kind: EngineKind): string {
  const text = typeof migration === 'function' ? migration(kind) : migration;
  return kind === 'postgres' ? postgresTypes(text) : text;
}

/**
 * The migrations a database at `version` still needs; a database newer than this code (written by a later version,
 * then the code rolled back) stops the process with a French message instead: its tables are not what this code
 * reads and writes. The error's code `ERR_SHOP_SCHEMA_NEWER` lets the start print the message alone.
 */
export function pendingMigrations(version: number): readonly Migration[] {
  if (version > migrations.length) {
    throw Object.assign(new Error(configMessages.start.schemaNewer(version, migrations.length)), { code: 'ERR_SHOP_SCHEMA_NEWER' });
  }
  return migrations.slice(version);
}
