import type { Generated, Kysely } from 'kysely';

/**
 * Every table of the shop as Kysely sees it (the schema `migrations.ts` leaves after its last entry), so each
 * query is checked against it on both engines. `Generated`: a column the database fills when an insert leaves
 * it out (an identity id, a default). Booleans are integers 0/1, times in milliseconds, dates ISO text: the
 * same values on SQLite and PostgreSQL.
 */
export interface Tables {
  schema_version: { version: number };
  categories: { id: Generated<number>; nom: string; description: Generated<string>; photo: string | null; slug: string | null };
  marques: {
    id: Generated<number>;
    nom: string;
    couleur: Generated<string>;
    couleur_texte: Generated<string>;
    slug: string | null;
  };
  produits: {
    id: Generated<number>;
    nom: string;
    description: Generated<string>;
    prix_cents: number;
    prix_promo_cents: number | null;
    prix_consigne_cents: Generated<number>;
    stock: Generated<number>;
    unite: Generated<string>;
    marque_id: number | null;
    categorie_id: number | null;
    date_ajout: string;
    vendu_avec_consigne: Generated<number>;
    archive: Generated<number>;
    photo: string | null;
    seuil_stock: number | null;
  };
  resumes_quotidiens: { jour: string; ecrit_le: string };
  users: {
    id: Generated<number>;
    email: string;
    username: string;
    password_hash: string;
    first_name: Generated<string>;
    last_name: Generated<string>;
    phone_number: Generated<string>;
    address: Generated<string>;
    role: Generated<'admin' | 'manager' | 'client'>;
    is_staff: Generated<number>;
    is_superuser: Generated<number>;
    date_joined: string;
    is_active: Generated<number>;
    email_prouve: string | null;
    livreur: Generated<number>;
  };
  auth_tokens: { key_hash: string; user_id: number; created: string; last_used: Generated<number> };
  reset_tokens: { token_hash: string; user_id: number; expires_at: number; used_at: number | null };
  rate_events: { bucket: string; at: number };
  paniers: { id: Generated<number>; user_id: number; created: string };
  panier_articles: { id: Generated<number>; panier_id: number; produit_id: number; quantite: number; avec_consigne: Generated<number> };
  commandes: {
    id: Generated<number>;
    numero_commande: string;
    user_id: number | null;
    token_suivi_hash: string | null;
    date_commande: string;
    statut: Generated<string>;
    goods_cents: number;
    deposits_cents: number;
    frais_livraison_cents: number;
    total_cents: number;
    adresse_livraison: string;
    telephone_livraison: string;
    nom_client: string;
    email: Generated<string>;
    notes: Generated<string>;
    mode_paiement: Generated<string>;
    stock_restaure: Generated<number>;
    date_statut: string | null;
    paie_avec_cents: number | null;
    a_confirmer: Generated<number>;
    rattachee_par_lien: Generated<number>;
    source: Generated<string>;
    saisie_par: string | null;
    commune: string | null;
    tournee_id: number | null;
    ordre_arret: number | null;
  };
  tournees: { id: Generated<number>; jour: string; livreur_id: number; auteur: string; created: string };
  livraisons: {
    id: Generated<number>;
    commande_id: number;
    livreur_id: number;
    jour: string;
    resultat: 'livree' | 'pas_livree';
    motif: Generated<string>;
    especes_cents: Generated<number>;
    consigne_manquante_cents: Generated<number>;
    a_encaisser_cents: Generated<number>;
    actuelle: Generated<number>;
    correction_motif: Generated<string>;
    user_id: number | null;
    auteur: string;
    date: string;
  };
  livraison_vides: { livraison_id: number; article_id: number; produit_id: number | null; sortis: number; rendus: number };
  caisses: {
    livreur_id: number;
    jour: string;
    attendu_cents: number;
    remis_cents: number;
    user_id: number | null;
    auteur: string;
    date: string;
  };
  commande_articles: {
    id: Generated<number>;
    commande_id: number;
    produit_id: number | null;
    nom: string;
    quantite: number;
    prix_unitaire_cents: number;
    prix_consigne_unitaire_cents: number;
    avec_consigne: number;
    bouteilles_echangees: Generated<number>;
  };
  idempotency_keys: { scope: string; key: string; request_hash: string; status: number; body: string; created: number };
  avis: {
    id: Generated<number>;
    produit_id: number;
    user_id: number;
    note: number;
    commentaire: Generated<string>;
    approuve: Generated<number>;
    date_creation: string;
  };
  notifications: {
    id: Generated<number>;
    user_id: number;
    type: string;
    titre: string;
    message: string;
    date_creation: string;
    lue: Generated<number>;
    importante: Generated<number>;
    data: string | null;
  };
  contact_messages: {
    id: Generated<number>;
    name: string;
    email: string;
    message: string;
    date_envoi: string;
    traite_le: string | null;
    traite_par: string | null;
  };
  order_counters: { day: string; last: number };
  order_number_days: { day: string; base: number };
  outbox: {
    id: Generated<number>;
    kind: string;
    destinataire: string;
    reply_to: Generated<string>;
    sujet: string;
    corps: string;
    html: Generated<string>;
    message_id: string;
    statut: Generated<'pending' | 'sent' | 'failed'>;
    attempts: Generated<number>;
    next_attempt_at: Generated<number>;
    claimed_by: string | null;
    lease_until: number | null;
    last_error: Generated<string>;
    created: string;
    sent_at: string | null;
    failed_at: string | null;
  };
  journal: {
    id: Generated<number>;
    date: string;
    user_id: number | null;
    auteur: string;
    action: string;
    objet: string;
    objet_id: number | null;
    details: Generated<string>;
  };
  id_sequences: { name: string; last: number };
  guest_order_claims: {
    token_hash: string;
    user_id: number;
    email: string;
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  adresses: {
    id: Generated<number>;
    user_id: number;
    type: 'Maison' | 'Bureau' | 'Autre';
    rue: string;
    numero: string;
    quartier: string;
    commune: string;
    repere: Generated<string>;
    telephone: string;
    is_default: Generated<number>;
    created: string;
  };
  login_links: {
    token_hash: string;
    user_id: number;
    email: string;
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  mouvements_stock: {
    id: Generated<number>;
    produit_id: number;
    date: string;
    type: string;
    quantite: number;
    stock_avant: number;
    stock_apres: number;
    user_id: number | null;
    auteur: string;
    commande_id: number | null;
    motif: Generated<string>;
  };
  push_abonnements: {
    id: Generated<number>;
    user_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    cle_vapid: string;
    created: number;
    /** The digest of the token whose session made it (`auth_tokens.key_hash`); null for one made before sessions owned them. */
    session: string | null;
  };
  push_envois: {
    id: Generated<number>;
    abonnement_id: number;
    payload: string;
    created: number;
    attempts: Generated<number>;
    next_attempt_at: number;
    claimed_by: string | null;
    lease_until: number | null;
    last_error: Generated<string>;
  };
}

/** What every data-layer function takes: Kysely over the shop's data, or one transaction of it (`transaction.ts`). */
export type Db = Kysely<Tables>;
