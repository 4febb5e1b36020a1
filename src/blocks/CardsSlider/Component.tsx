import { getTranslations } from 'next-intl/server'
import styles from '@/components/blocks/Blocks.module.css'
import { Card } from '@/components/blocks/Card'
import { Slider } from '@/components/blocks/Slider'
import type { Locale } from '@/i18n/routing'
import type { CardsSliderView } from './resolve'

/** Cards in a row that scrolls sideways, with previous and next buttons. */
export async function CardsSlider({ block, locale }: { block: CardsSliderView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <section className={styles.block} data-block="cardsSlider">
      <Slider
        heading={block.title ? <h2 className={styles.title}>{block.title}</h2> : undefined}
        label={block.title || t('slider.label')}
        previousLabel={t('slider.previous')}
        nextLabel={t('slider.next')}
      >
        <ul>
          {block.cards.map((card) => (
            <li key={card.id}>
              <Card
                image={card.image}
                title={card.title}
                text={card.text}
                href={card.link}
                locale={locale}
                externalLabel={t('external')}
                sizes="300px"
              />
            </li>
          ))}
        </ul>
      </Slider>
    </section>
  )
}
