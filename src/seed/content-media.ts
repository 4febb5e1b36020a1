import type { Payload } from 'payload'
import { drywallSvg, layersSvg, plasteringSvg, productSvg, streetSvg, swatchesSvg } from './content-drawings'
import { type Localized, rasterize, sceneSvg, uploadImage } from './images'

/*
 * The pictures of the demo pages, landings, blogs and articles, drawn once each and shared between documents
 * (each upload costs Payload about half a second of resizing, so there are few). Bands are drawn at the hero
 * size (1940 × 450); pictures and packs at 960 × 600, enough for every card preset.
 */

const BAND = [1940, 450] as const
const PICTURE = [960, 600] as const
/** Label colour of the packs. */
const BRAND_HUE = 18

interface ImageSeed {
  draw: () => string
  alt: Localized
}

export const CONTENT_IMAGES = {
  'band-street-warm': {
    draw: () => streetSvg(3, ...BAND),
    alt: {
      fr: 'Rue de maisons mitoyennes aux enduits de teintes chaudes',
      nl: 'Straat met rijwoningen in warme pleisterkleuren',
    },
  },
  'band-street-cool': {
    draw: () => streetSvg(21, ...BAND),
    alt: { fr: 'Maisons de rangée enduites dans des tons clairs', nl: 'Gepleisterde rijwoningen in lichte tinten' },
  },
  'band-layers': {
    draw: () => layersSvg(4, ...BAND),
    alt: {
      fr: 'Coupe d’une façade isolée : maçonnerie, colle, isolant, treillis et enduit de finition',
      nl: 'Doorsnede van een geïsoleerde gevel: metselwerk, lijm, isolatie, net en sierpleister',
    },
  },
  'band-swatches': {
    draw: () => swatchesSvg(6, ...BAND, 28),
    alt: { fr: 'Nuancier d’enduits, du sable clair au brun', nl: 'Kleurstalen van pleisters, van lichtzand tot bruin' },
  },
  'band-drywall': {
    draw: () => drywallSvg(9, ...BAND),
    alt: {
      fr: 'Cloison en montage : ossature métallique, laine minérale et plaques vissées',
      nl: 'Wand in opbouw: metalen profielen, minerale wol en geschroefde platen',
    },
  },
  'band-plaster': {
    draw: () => plasteringSvg(11, ...BAND),
    alt: {
      fr: 'Mur en blocs en cours de plafonnage, la lisseuse posée sur l’enduit frais',
      nl: 'Blokkenmuur die bepleisterd wordt, de spaan op de verse pleister',
    },
  },
  'band-facade': {
    draw: () => sceneSvg('facade', 36, 61, '', ...BAND),
    alt: { fr: 'Façade enduite aux fenêtres blanches', nl: 'Gepleisterde gevel met witte ramen' },
  },
  'band-site': {
    draw: () => sceneSvg('site', 34, 62, '', ...BAND),
    alt: {
      fr: 'Échafaudage devant une façade en cours d’isolation',
      nl: 'Stellingen voor een gevel die geïsoleerd wordt',
    },
  },
  'band-interior': {
    draw: () => sceneSvg('interior', 38, 65, '', ...BAND),
    alt: { fr: 'Pièce lumineuse aux murs fraîchement plafonnés', nl: 'Lichte kamer met vers bepleisterde muren' },
  },
  'picture-street': {
    draw: () => streetSvg(8, ...PICTURE),
    alt: { fr: 'Trois maisons de ville aux enduits différents', nl: 'Drie stadswoningen met verschillende pleisters' },
  },
  'picture-facade-sage': {
    draw: () => sceneSvg('facade', 95, 71, '', ...PICTURE),
    alt: { fr: 'Maison enduite en vert de gris', nl: 'Woning met grijsgroene pleister' },
  },
  'picture-site': {
    draw: () => sceneSvg('site', 30, 72, '', ...PICTURE),
    alt: { fr: 'Pose de l’isolant sur échafaudage', nl: 'Plaatsing van de isolatie op de stelling' },
  },
  'picture-detail-lime': {
    draw: () => sceneSvg('detail', 42, 74, '', ...PICTURE),
    alt: { fr: 'Texture d’un enduit à la chaux', nl: 'Textuur van een kalkpleister' },
  },
  'picture-layers': {
    draw: () => layersSvg(5, ...PICTURE, 36),
    alt: {
      fr: 'Les couches d’un système d’isolation de façade',
      nl: 'De lagen van een gevelisolatiesysteem',
    },
  },
  'picture-swatches': {
    draw: () => swatchesSvg(7, ...PICTURE, 16),
    alt: { fr: 'Échantillons de teintes terre cuite et ocre', nl: 'Kleurstalen in terracotta en oker' },
  },
  'picture-drywall': {
    draw: () => drywallSvg(10, ...PICTURE),
    alt: {
      fr: 'Cloison en plaques de plâtre avec laine minérale',
      nl: 'Wand in gipskartonplaten met minerale wol',
    },
  },
  'picture-plaster': {
    draw: () => plasteringSvg(12, ...PICTURE, 40),
    alt: { fr: 'Plafonnage lisse appliqué sur des blocs', nl: 'Glad pleisterwerk aangebracht op blokken' },
  },
  'picture-interior': {
    draw: () => sceneSvg('interior', 30, 75, '', ...PICTURE),
    alt: { fr: 'Séjour aux murs lisses prêts à peindre', nl: 'Woonkamer met gladde muren, klaar om te schilderen' },
  },
  'picture-interior-cool': {
    draw: () => sceneSvg('interior', 190, 76, '', ...PICTURE),
    alt: { fr: 'Salle de bains aux murs clairs', nl: 'Badkamer met lichte muren' },
  },
  // The packs show the brand only, so one picture serves every product sold in that pack.
  'pack-bag': {
    draw: () => productSvg('bag', '', 81, ...PICTURE, BRAND_HUE),
    alt: { fr: 'Sac de produit en poudre Murelia', nl: 'Zak poederproduct van Murelia' },
  },
  'pack-boards': {
    draw: () => productSvg('boards', '', 82, ...PICTURE, BRAND_HUE),
    alt: { fr: 'Paquet de panneaux isolants Murelia', nl: 'Pak isolatieplaten van Murelia' },
  },
  'pack-roll': {
    draw: () => productSvg('roll', '', 83, ...PICTURE, BRAND_HUE),
    alt: { fr: 'Rouleau Murelia (treillis ou bande à joints)', nl: 'Rol van Murelia (wapeningsnet of voegband)' },
  },
  'pack-bucket': {
    draw: () => productSvg('bucket', '', 84, ...PICTURE, BRAND_HUE),
    alt: { fr: 'Seau d’enduit prêt à l’emploi Murelia', nl: 'Emmer gebruiksklare pleister van Murelia' },
  },
} as const satisfies Record<string, ImageSeed>
export type ImageKey = keyof typeof CONTENT_IMAGES

const fileName = (key: ImageKey) => `demo-${key}`

/**
 * Uploads the pictures of the demo content that are not in the media library yet (found by file name, so a second
 * run adds none) and returns the id of each.
 */
export async function seedContentImages(payload: Payload): Promise<{ ids: Record<ImageKey, number>; created: number }> {
  const keys = Object.keys(CONTENT_IMAGES) as ImageKey[]
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: keys.map((k) => `${fileName(k)}.jpg`) } },
    limit: keys.length,
    depth: 0,
    pagination: false,
  })
  const ids = {} as Record<ImageKey, number>
  for (const doc of docs) {
    const key = doc.filename?.replace(/^demo-/, '').replace(/\.jpg$/, '') as ImageKey | undefined
    if (key && key in CONTENT_IMAGES) ids[key] = doc.id
  }
  const missing = keys.filter((k) => ids[k] === undefined)
  // Drawing runs on sharp's threads while Payload resizes the previous picture; uploads stay one at a time.
  const drawn = missing.map((k) => {
    const picture = rasterize(CONTENT_IMAGES[k].draw())
    // Awaited in turn below; this keeps a failed drawing from being reported as unhandled in the meantime.
    picture.catch(() => undefined)
    return picture
  })
  for (const [i, key] of missing.entries()) {
    ids[key] = await uploadImage(payload, drawn[i] as Promise<Buffer>, fileName(key), CONTENT_IMAGES[key].alt)
  }
  return { ids, created: missing.length }
}
