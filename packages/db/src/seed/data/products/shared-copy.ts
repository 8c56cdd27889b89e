import type { Localised } from '../types.js';

// Text blocks repeated across product tabs, kept in one place so both languages stay in step.

/** The statement US rules require beside structure/function wording on dietary supplements. */
export const supplementDisclaimer: Localised = {
  en: '<p><small>These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure or prevent any disease.</small></p>',
  fr: '<p><small>Ces énoncés n’ont pas été évalués par la Food and Drug Administration des États-Unis. Ce produit n’est pas destiné à diagnostiquer, traiter, guérir ou prévenir une maladie.</small></p>',
};

/** Shown at the end of every supplement's directions. */
export const supplementCautions: Localised = {
  en: '<h3>Cautions</h3><ul><li>Consult a health care practitioner before use if you are pregnant, breastfeeding or taking medication.</li><li>Leave at least one hour between this product and any medication.</li><li>Do not exceed the recommended dose. Keep out of reach of children.</li></ul>',
  fr: '<h3>Mises en garde</h3><ul><li>Consultez un professionnel de la santé avant l’usage si vous êtes enceinte, si vous allaitez ou si vous prenez des médicaments.</li><li>Laissez au moins une heure entre ce produit et la prise de médicaments.</li><li>Ne pas dépasser la dose recommandée. Garder hors de la portée des enfants.</li></ul>',
};

/** Shown at the end of every skin-care product's directions. */
export const skinCareCautions: Localised = {
  en: '<h3>Good to know</h3><ul><li>For external use only. Avoid direct contact with the eyes; if it occurs, rinse with water.</li><li>Try a small amount on the inside of the forearm before first use.</li><li>Stop use if irritation occurs.</li></ul>',
  fr: '<h3>Bon à savoir</h3><ul><li>Usage externe seulement. Éviter le contact direct avec les yeux; le cas échéant, rincer à l’eau.</li><li>Faites un essai sur une petite zone de l’avant-bras avant la première utilisation.</li><li>Cessez l’utilisation en cas d’irritation.</li></ul>',
};

/** Joins HTML fragments per language. */
export function joinHtml(...parts: Localised[]): Localised {
  return { en: parts.map((p) => p.en).join(''), fr: parts.map((p) => p.fr).join('') };
}
