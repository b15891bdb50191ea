/**
 * Error texts of the one text rule (src/contract/text.ts), in DRF's own French. Apart from
 * `validationMessages` so that the pages which only read the contract (the cart's decoding of what is
 * stored) do not download them. Imports nothing, like every file of this folder.
 */

/** The one text rule: every text a write takes (names, addresses, comments…). */
export const textRuleMessages = {
  nulCharacter: 'Les caractères nuls ne sont pas autorisés.',
  controlCharacter: 'Les caractères de contrôle ne sont pas autorisés.',
  oneLine: 'Ce champ tient sur une seule ligne : retirez les retours à la ligne et les tabulations.',
  bidiControl: "Les caractères qui inversent le sens d'écriture du texte ne sont pas autorisés.",
  atMostCharacters: (max: number) => `Assurez-vous que ce champ ne comporte pas plus de ${max} caractères.`,
} as const;
