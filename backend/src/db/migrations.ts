import type Database from 'better-sqlite3'

/** Numbered schema changes, applied in order once each; the applied ones are recorded in `schema_migrations`. */
export const migrations: Array<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'catalogue, customers, sessions, orders',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE terms (
        id INTEGER PRIMARY KEY, taxonomy TEXT NOT NULL, name TEXT NOT NULL, slug TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '', menu_order INTEGER NOT NULL DEFAULT 0, count INTEGER NOT NULL DEFAULT 0,
        image_color TEXT, UNIQUE (taxonomy, slug));
      CREATE TABLE products (
        id INTEGER PRIMARY KEY, parent_id INTEGER, type TEXT NOT NULL, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE,
        sku TEXT, status TEXT NOT NULL DEFAULT 'publish', visibility TEXT NOT NULL DEFAULT 'visible',
        date TEXT NOT NULL, menu_order INTEGER NOT NULL DEFAULT 0, description TEXT NOT NULL DEFAULT '',
        short_description TEXT NOT NULL DEFAULT '', regular_price INTEGER, sale_price INTEGER,
        min_price INTEGER, max_price INTEGER, stock_status TEXT NOT NULL DEFAULT 'instock',
        manage_stock INTEGER NOT NULL DEFAULT 0, stock_quantity INTEGER, low_stock_amount INTEGER,
        backorders TEXT NOT NULL DEFAULT 'no', weight TEXT, length TEXT, width TEXT, height TEXT,
        virtual INTEGER NOT NULL DEFAULT 0, downloadable INTEGER NOT NULL DEFAULT 0, featured INTEGER NOT NULL DEFAULT 0,
        total_sales INTEGER NOT NULL DEFAULT 0, average_rating REAL NOT NULL DEFAULT 0,
        review_count INTEGER NOT NULL DEFAULT 0, color TEXT NOT NULL DEFAULT '#888888', gallery_count INTEGER NOT NULL DEFAULT 0,
        external_url TEXT, button_text TEXT, attributes TEXT NOT NULL DEFAULT '[]',
        default_attributes TEXT NOT NULL DEFAULT '[]', downloads TEXT NOT NULL DEFAULT '[]',
        related TEXT NOT NULL DEFAULT '[]', meta TEXT NOT NULL DEFAULT '[]', search_text TEXT NOT NULL DEFAULT '');
      CREATE INDEX products_parent ON products (parent_id);
      CREATE INDEX products_listing ON products (parent_id, status, date);
      CREATE INDEX products_sku ON products (sku);
      CREATE TABLE product_terms (product_id INTEGER NOT NULL, term_id INTEGER NOT NULL, PRIMARY KEY (product_id, term_id));
      CREATE INDEX product_terms_term ON product_terms (term_id);
      CREATE TABLE users (
        id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL, first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '',
        display_name TEXT NOT NULL DEFAULT '', role TEXT NOT NULL DEFAULT 'customer', registered TEXT NOT NULL,
        billing TEXT NOT NULL DEFAULT '{}', shipping TEXT NOT NULL DEFAULT '{}', description TEXT NOT NULL DEFAULT '',
        reset_key_hash TEXT, reset_key_expires INTEGER);
      CREATE TABLE reviews (
        id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, user_id INTEGER, author TEXT NOT NULL, email TEXT NOT NULL,
        content TEXT NOT NULL, rating INTEGER NOT NULL, date TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'approve');
      CREATE INDEX reviews_product ON reviews (product_id, date);
      CREATE TABLE coupons (code TEXT PRIMARY KEY COLLATE NOCASE, type TEXT NOT NULL, amount INTEGER NOT NULL,
        description TEXT NOT NULL DEFAULT '');
      CREATE TABLE shipping_methods (
        instance_id INTEGER PRIMARY KEY, zone TEXT NOT NULL, method_id TEXT NOT NULL, title TEXT NOT NULL,
        cost INTEGER NOT NULL DEFAULT 0, min_amount INTEGER, position INTEGER NOT NULL);
      CREATE TABLE sessions (session_key TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL);
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY, order_key TEXT NOT NULL UNIQUE, customer_id INTEGER, status TEXT NOT NULL,
        date TEXT NOT NULL, date_paid TEXT, billing TEXT NOT NULL, shipping TEXT NOT NULL, payment_method TEXT NOT NULL,
        payment_method_title TEXT NOT NULL, transaction_id TEXT NOT NULL DEFAULT '', customer_note TEXT NOT NULL DEFAULT '',
        created_via TEXT NOT NULL DEFAULT 'checkout', subtotal INTEGER NOT NULL, discount_total INTEGER NOT NULL,
        discount_tax INTEGER NOT NULL, shipping_total INTEGER NOT NULL, shipping_tax INTEGER NOT NULL,
        cart_tax INTEGER NOT NULL, total_tax INTEGER NOT NULL, total INTEGER NOT NULL, shipping_method TEXT NOT NULL DEFAULT '',
        meta TEXT NOT NULL DEFAULT '[]');
      CREATE INDEX orders_customer ON orders (customer_id, date);
      CREATE TABLE order_items (
        id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL, variation_id INTEGER,
        name TEXT NOT NULL, quantity INTEGER NOT NULL, subtotal INTEGER NOT NULL, total INTEGER NOT NULL,
        subtotal_tax INTEGER NOT NULL, total_tax INTEGER NOT NULL);
      CREATE INDEX order_items_order ON order_items (order_id);
      CREATE TABLE outbox (id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
        link TEXT, created TEXT NOT NULL);
      CREATE TABLE oauth_codes (code TEXT PRIMARY KEY, user_id INTEGER NOT NULL, state TEXT NOT NULL, expires INTEGER NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'listing index covering the default date order and its id tie-break',
    sql: `CREATE INDEX products_listing_date ON products (parent_id, status, date, id);`,
  },
  {
    version: 3,
    name: 'related products are stored by menu_order: look them up by index, not by scanning the catalogue',
    sql: `CREATE INDEX products_menu_order ON products (parent_id, status, menu_order);`,
  },
  {
    version: 4,
    name: 'listing index that also covers the visibility and price filters, so skipped rows are never read',
    sql: `
      DROP INDEX products_listing;
      DROP INDEX products_listing_date;
      CREATE INDEX products_listing_filters ON products (parent_id, status, date, id, visibility, max_price);`,
  },
  {
    version: 5,
    name: 'download permissions granted by paid orders (WooCommerce wc_downloadable_product_permissions)',
    sql: `
      ALTER TABLE products ADD COLUMN download_limit INTEGER NOT NULL DEFAULT -1;
      ALTER TABLE products ADD COLUMN download_expiry INTEGER NOT NULL DEFAULT -1;
      CREATE TABLE download_permissions (
        id INTEGER PRIMARY KEY, download_id TEXT NOT NULL, product_id INTEGER NOT NULL, order_id INTEGER NOT NULL,
        order_key TEXT NOT NULL, user_email TEXT NOT NULL, user_id INTEGER, downloads_remaining INTEGER,
        access_granted INTEGER NOT NULL, access_expires INTEGER, download_count INTEGER NOT NULL DEFAULT 0,
        UNIQUE (order_id, product_id, download_id));
      CREATE INDEX download_permissions_key ON download_permissions (order_key, product_id, download_id);`,
  },
  {
    version: 6,
    name: "each user's token secret (Headless Login's user secret): rotating it revokes the user's tokens",
    sql: `ALTER TABLE users ADD COLUMN auth_secret TEXT;`,
  },
  {
    version: 7,
    name: 'coupon restrictions WooCommerce checks: minimum spend, usage limit and count, expiry date',
    sql: `
      ALTER TABLE coupons ADD COLUMN minimum_amount INTEGER;
      ALTER TABLE coupons ADD COLUMN usage_limit INTEGER;
      ALTER TABLE coupons ADD COLUMN usage_count INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE coupons ADD COLUMN date_expires TEXT;`,
  },
  {
    version: 8,
    name: 'card payment provider simulator: transactions, webhook events received, references used by orders',
    sql: `
      CREATE TABLE payment_transactions (
        id INTEGER PRIMARY KEY, access_code TEXT NOT NULL UNIQUE, reference TEXT NOT NULL UNIQUE,
        public_key TEXT NOT NULL, email TEXT NOT NULL, customer_code TEXT NOT NULL, amount INTEGER NOT NULL,
        currency TEXT NOT NULL, channels TEXT NOT NULL, label TEXT, metadata TEXT, status TEXT NOT NULL DEFAULT '',
        channel TEXT, gateway_response TEXT, ip_address TEXT, log TEXT, created_at TEXT NOT NULL, paid_at TEXT);
      CREATE TABLE payment_webhook_events (event_key TEXT PRIMARY KEY, received_at TEXT NOT NULL);
      CREATE TABLE payment_references (reference TEXT PRIMARY KEY, order_id INTEGER NOT NULL, claimed_at TEXT NOT NULL);`,
  },
  {
    version: 9,
    name: "products' modification time (WordPress post_modified, site local time), indexed for changed-since listings",
    sql: `
      ALTER TABLE products ADD COLUMN modified TEXT NOT NULL DEFAULT '';
      UPDATE products SET modified = date;
      CREATE INDEX products_listing_modified ON products (parent_id, status, modified, id);`,
  },
  {
    version: 10,
    name: 'the card payment simulator moved out of the shop (payment-simulator/): its transactions are not kept here',
    sql: `DROP TABLE IF EXISTS payment_transactions;`,
  },
  {
    version: 11,
    name: "unpaid orders' stock holds expire: which orders hold stock and recorded their sales, and order notes",
    // WooCommerce's `_order_stock_reduced` and `_recorded_sales` order meta, and its order notes (comments of type
    // order_note). Orders written before this had their sales counted when they were placed; the pending ones all
    // came from the checkout, which took their stock (the seed writes none), so the sweep now releases it.
    sql: `
      ALTER TABLE orders ADD COLUMN stock_reduced INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE orders ADD COLUMN sales_recorded INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE orders ADD COLUMN coupon_codes TEXT NOT NULL DEFAULT '[]';
      UPDATE orders SET sales_recorded = 1;
      UPDATE orders SET stock_reduced = 1 WHERE status = 'pending';
      CREATE INDEX orders_unpaid ON orders (status, stock_reduced, date);
      CREATE TABLE order_notes (
        id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, content TEXT NOT NULL, date TEXT NOT NULL,
        customer_note INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX order_notes_order ON order_notes (order_id);`,
  },
]

export function migrate(db: Database.Database): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  )
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((r) => (r as { version: number }).version),
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const m of migrations) {
    if (applied.has(m.version)) continue
    db.transaction(() => {
      db.exec(m.sql)
      record.run(m.version, m.name, new Date().toISOString())
    })()
  }
}
