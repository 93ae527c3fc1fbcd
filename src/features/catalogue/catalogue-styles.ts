// The catalogue's stylesheet, split in four files, in the order of the one stylesheet they were split from (the
// cascade depends on it). Every catalogue screen imports this module, so each catalogue page has all of it
// whichever chunk its code lands in: the listing once had its pagination styles only because an unrelated
// module (the category grid) happened to share its chunk.
import './catalogue.css'
import './product.css'
import './product-controls.css'
import './review-form.css'
