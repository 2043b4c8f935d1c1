// The endpoints `npm run bench` measures. Each later feature adds its own hot paths here.
// `minRatio` is the target share of a bare Node http server's requests/s answering the same bytes;
// without one the ratio is printed for information. `check(status, json)` returns what is wrong with
// the shop's answer (nothing when it is right), so a bench never times a refusal by mistake.

// Three real builds from data/catalogue: entry (integrated graphics), mid-range gaming, workstation.
const ENTRY_PC = {
  platform: 'Intel',
  gpuType: 'In-Built',
  generation: '12th Gen Core',
  processor: 'intel-core-i5-12400',
  ramType: 'DDR4',
  chipset: 'msi-pro-h610m-e-ddr4',
  ramRGB: 'N',
  ramSize: 'crucial-8gb-ddr4-3200',
  gpuBrand: 'In-Built',
  gpuModel: 'In-Built',
  cooler: 'box-cooler',
  primaryStorage: 'crucial-p3-plus-500gb',
  secondaryStorage: 'not-available',
  psu: 'deepcool-pf450',
  cabinetBrand: 'Lian Li',
  cabinetModel: 'lian-li-o11-dynamic-evo',
};
export const GAMING_PC = {
  platform: 'AMD',
  gpuType: 'Dedicated',
  generation: 'Ryzen 7000 Series',
  processor: 'amd-ryzen-7-7800x3d',
  ramType: 'DDR5',
  chipset: 'gigabyte-b650m-aorus-elite-ax',
  ramRGB: 'N',
  ramSize: 'corsair-vengeance-32gb-ddr5-5600',
  gpuBrand: 'NVIDIA',
  gpuModel: 'gigabyte-rtx-4070-super-windforce-oc',
  cooler: 'deepcool-ag400',
  primaryStorage: 'kingston-nv3-1tb',
  secondaryStorage: 'not-available',
  psu: 'msi-mag-a650bn',
  cabinetBrand: 'Lian Li',
  cabinetModel: 'lian-li-o11-dynamic-evo',
};
const WORKSTATION_PC = {
  platform: 'Intel',
  gpuType: 'In-Built',
  generation: 'Core Ultra 200S',
  processor: 'intel-core-ultra-9-285k',
  ramType: 'DDR5',
  chipset: 'asus-tuf-gaming-z890-plus-wifi',
  ramRGB: 'Y',
  ramSize: 'kingston-fury-beast-rgb-64gb-ddr5-5600',
  gpuBrand: 'Intel',
  gpuModel: 'asrock-arc-a750-challenger-d-oc',
  cooler: 'lian-li-galahad-ii-trinity-360',
  primaryStorage: 'samsung-990-pro-2tb',
  secondaryStorage: 'seagate-ironwolf-4tb',
  psu: 'corsair-rm1200x-shift',
  cabinetBrand: 'Antec',
  cabinetModel: 'antec-c5-argb',
};

const pc = (selection, itemid) => ({ itemid, itemType: 'PC', item: { selection }, qty: 1 });
const GUEST_CART = [
  pc(ENTRY_PC, 'guest-1'),
  pc(GAMING_PC, 'guest-2'),
  pc(WORKSTATION_PC, 'guest-3'),
  { itemid: 'guest-4', itemType: 'monitor', item: { id: 'lg-ultragear-27gr75q' }, qty: 1 },
  { itemid: 'guest-5', itemType: 'headset', item: { id: 'hyperx-cloud-ii' }, qty: 2 },
];

export const ENDPOINTS = [
  // Also against a bare server sending the shop's headers: they alone cost a bare server a quarter.
  { name: 'health', method: 'GET', path: '/api/health', minRatio: 0.6, alsoWithHeaders: true },
  // The whole in-stock catalogue (about 47 kB of JSON) from memory, as the configurator loads it.
  {
    name: 'fetchAllComponents',
    method: 'POST',
    path: '/api/fetchAllComponents',
    minRatio: 0.5,
  },
  // Every add-on (about 13 kB of JSON), serialized once per change and sent from memory.
  {
    name: 'fetchAccessories',
    method: 'POST',
    path: '/api/fetchAccessories',
    minRatio: 0.5,
    check: (status, json) =>
      status === 200 && json.accessories?.length >= 30 ? null : `answered ${status}`,
  },
  // A guest's cart of 5 lines priced from today's catalogue: two version checks against the
  // database, then each PC rebuilt, checked and priced from its parts. Real work: no target.
  {
    name: 'updatePrice (guest, 5 items)',
    method: 'POST',
    path: '/api/updatePrice',
    body: { cart: GUEST_CART },
    check: (status, json) => {
      const lines = json.cart ?? [];
      const sellable = lines.filter((line) => line.stock === 'Y' && line.updatedPrice > 0);
      return status === 200 && sellable.length === GUEST_CART.length
        ? null
        : `answered ${status} with ${sellable.length} of ${GUEST_CART.length} lines in stock and priced`;
    },
  },
];
