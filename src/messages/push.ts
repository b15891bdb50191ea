/** Web Push to the staff's devices, as the shop's processes tell it in their log (the notifications' texts: gestion). */

/** Our own wording (the spec words none of these). */
const own = {
  keyCreated: (file: string) =>
    `Notifications push : clé VAPID créée dans ${file} (gardez ce fichier : les téléphones abonnés en dépendent ; copiez-le sur chaque machine de la boutique).`,
  keyRead: (file: string) => `Notifications push : clé VAPID lue dans ${file}.`,
  keyUnreadable: (file: string, reason: string) =>
    `${file} illisible (${reason}) : supprimez-le pour qu'une nouvelle clé soit créée (les téléphones devront se réabonner).`,
  sent: (endpointHost: string) => `[push] envoyée à ${endpointHost}`,
  retry: (endpointHost: string, attempt: number, delaySeconds: number, reason: string) =>
    `[push] échec pour ${endpointHost} (tentative ${attempt}), nouvel essai dans ${delaySeconds} s : ${reason}`,
  expired: (endpointHost: string, status: number) => `[push] abonnement expiré (${status}) retiré : ${endpointHost}`,
  gaveUp: (endpointHost: string, reason: string) => `[push] abandonnée pour ${endpointHost} : ${reason}`,
  tooLate: "plus d'une heure après la commande",
  privateAddress: (endpointHost: string, address: string) =>
    `[push] abonnement retiré : ${endpointHost} mène à une adresse hors d'Internet (${address}), où le serveur n'envoie rien`,
  unreadable: (reason: string) => `[push] file d'envoi illisible pour l'instant : ${reason}`,
} as const;

export const pushMessages = { ...own } as const;
