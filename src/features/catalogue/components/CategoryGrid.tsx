import '../catalogue-styles'
import { useT } from '../../../i18n/useT'
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage'
import type { Category } from '../../../domain/catalogue'
import { categoryName } from '../../../i18n/shop-terms'

/** Cards in the first screen: the same size, so any of them may be the largest paint. */
const FIRST_SCREEN_CARDS = 4
/** A tile's width (.category-grid in catalogue.css): two columns on a phone, four from 768 px, in a 1280 px container. */
const TILE_SIZES =
  '(min-width: 1280px) 296px, (min-width: 768px) calc((100vw - 96px) / 4), calc((100vw - 48px) / 2)'

export function CategoryGrid({
  categories,
  priority = false,
}: {
  categories: Category[]
  priority?: boolean
}) {
  const { t } = useT()
  return (
    <div className="category-grid">
      {categories.map((category, index) => (
        <a key={category.slug} href={`/product-category/${category.slug}`} className="category-card">
          <ResponsiveImage
            image={category.image}
            width={220}
            height={248}
            sizes={TILE_SIZES}
            priority={priority && index < FIRST_SCREEN_CARDS}
          />
          <span className="category-card-name">{categoryName(t, category)}</span>
          <span className="category-card-count">{t('categories.count', { count: category.count })}</span>
        </a>
      ))}
    </div>
  )
}
