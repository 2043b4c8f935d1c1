// The catalogue of a shop a year on: every part and add-on `times` times over, as staff would have
// added them (each copy its own id, a percent dearer per copy, an add-on under its own short name).
// The box cooler and the "Not Available" drive stay single, as the catalogue requires; pre-builts
// stay as they are, made of the original parts.
export function catalogueTimesSql(times) {
  return `insert into catalogue_items (kind, id, position, price_paise, in_stock, stock_qty, active, revision, origin, document, updated_at)
     select kind, id || '-' || k, position + 1000 * k, price_paise * (100 + k) / 100, in_stock, stock_qty, active, 1, 'staff',
       case when kind = 'accessory'
         then jsonb_set(document, '{itemShort}', to_jsonb((document->>'itemShort') || ' Mk ' || (k + 1)))
         else document end,
       now()
     from catalogue_items cross join generate_series(1, ${times - 1}) k
     where kind <> 'prebuilt'
       and not (kind = 'cooler' and document->>'coolertype' = 'box')
       and not (kind = 'storage' and document->>'storagetype' = 'none');`;
}
