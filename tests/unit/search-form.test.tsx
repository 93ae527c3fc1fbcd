import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { SearchForm } from '../../src/components/layout/SearchForm'
import { createI18n } from '../../src/i18n/create-i18n'

const noop = () => {}
const i18n = createI18n()

/** Issue 36, point 11: the header's search and the listing's share one form. */
describe('the search form', () => {
  it('a search landmark around a named search field, with what follows it', () => {
    expect(
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <SearchForm
            className="listing-search"
            onSearch={noop}
            id="listing-search"
            aria-label="Search products"
          >
            <button type="submit">Go</button>
          </SearchForm>
        </I18nextProvider>,
      ),
    ).toBe(
      '<form role="search" class="listing-search"><input id="listing-search" aria-label="Search products" ' +
        'type="search" name="search" placeholder="Search products..."/><button type="submit">Go</button></form>',
    )
  })
})
