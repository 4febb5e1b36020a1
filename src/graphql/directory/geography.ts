import {
  findGeographicAreas,
  findGeographicalCoverage,
  GEOGRAPHIC_AREA_TYPES,
  type GeographicArea,
  type PostalCodesRange,
} from '@/services/directory/geography'
import { builder, LocaleEnum } from '../builder'

const GeographicAreaTypeEnum = builder.enumType('GeographicAreaType', { values: GEOGRAPHIC_AREA_TYPES })

const PostalCodesRangeRef = builder.objectRef<PostalCodesRange>('PostalCodesRange').implement({
  description: 'Postal codes from `from` to `to`, both included.',
  fields: (t) => ({ from: t.exposeInt('from'), to: t.exposeInt('to') }),
})

const GeographicAreaRef = builder.objectRef<GeographicArea>('GeographicArea').implement({
  description: 'An area professionals serve; a province carries the postal-code ranges registration accepts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    title: t.string({ description: 'The name, for selects that map areas to id and title.', resolve: (a) => a.name }),
    type: t.expose('type', { type: GeographicAreaTypeEnum }),
    postalCodesRange: t.expose('postalCodesRange', { type: [PostalCodesRangeRef] }),
  }),
})

builder.queryFields((t) => ({
  geographicAreas: t.field({
    description: 'Areas of one type, by weight then name.',
    type: [GeographicAreaRef],
    args: {
      type: t.arg({ type: GeographicAreaTypeEnum, defaultValue: 'PROVINCE' }),
      locale: t.arg({ type: LocaleEnum }),
    },
    resolve: (_root, args, ctx) => findGeographicAreas(args.locale ?? ctx.locale, args.type ?? 'PROVINCE'),
  }),
  getGeographicalCoverage: t.field({
    description: 'The areas a professional can select as coverage, by weight then name.',
    type: [GeographicAreaRef],
    args: { locale: t.arg({ type: LocaleEnum, required: true }) },
    resolve: (_root, { locale }) => findGeographicalCoverage(locale),
  }),
}))
