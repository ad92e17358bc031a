// Marks that change no glyph a clerk sees: zero-width spaces and joiners, the soft hyphen, bidi
// marks and embeddings, the byte-order mark, variation selectors, and other format characters.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * The form of a payment reference under which two references are the same transaction
 * (decision record 0041): invisible marks removed, compatibility forms unified (NFKC, so a
 * full-width 'ＡＢＣ' is 'ABC'), and case folded: 'MPESA-QX1', 'mpesa-qx1' with a zero-width
 * space inside and the full-width 'ＭＰＥＳＡ-QX1' share one key.
 */
export function paymentReferenceKey(reference: string): string {
  const visible = reference.replace(INVISIBLE, '').normalize('NFKC');
  // Upper then lower folds what lower-casing alone leaves apart ('ß' and 'SS'); NFKC again
  // recomposes what case mapping decomposed.
  return visible.toUpperCase().toLowerCase().normalize('NFKC').replace(INVISIBLE, '').trim();
}
