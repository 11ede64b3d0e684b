import type { ApartmentDto } from '@contract/apartments';
import type { AppConfigDto } from '@contract/shared';
import type { BuildingDto } from '@contract/building';
import type { CouponDto } from '@contract/coupons';

/** Sample data for stories and component tests, shaped exactly like the server's answers. */
export const sampleConfig: AppConfigDto = {
  buildingName: 'Lakeview Residency',
  firebase: {
    apiKey: 'story-key',
    authDomain: 'demo-residency.firebaseapp.com',
    projectId: 'demo-residency',
    emulatorUrl: null,
  },
  payments: { provider: 'sandbox', publishableKey: null },
  // Stories never load tiles: a missing tile shows grey, like on the closed test machines.
  map: {
    tileUrl: '/tiles/{z}/{x}/{y}.png',
    attribution: '&copy; OpenStreetMap contributors',
    center: [23.8103, 90.4125],
    zoom: 15,
  },
  timeZone: 'Asia/Dhaka',
};

const BLOCKS = ['A', 'B', 'C', 'D'];

export const sampleApartments: ApartmentDto[] = Array.from({ length: 24 }, (_, i) => {
  const block = BLOCKS[i % 4]!;
  const floor = (Math.floor(i / 4) % 6) + 1;
  return {
    _id: `apt-${i + 1}`,
    image: `/images/apartments/apartment-${(i % 6) + 1}.webp`,
    floor,
    block,
    number: `${block}${floor}0${(i % 3) + 1}`,
    rent: 12000 + i * 500,
    available: i % 7 !== 3,
  };
});

export const sampleCoupons: CouponDto[] = [
  {
    _id: 'c1',
    code: 'WELCOME10',
    description: 'Welcome discount for new residents',
    discountPercentage: 10,
    isActive: true,
    limit: 'once-per-member',
    expiresOn: null,
  },
  {
    _id: 'c2',
    code: 'EID15',
    description: 'Eid festival rent discount',
    discountPercentage: 15,
    isActive: true,
    limit: 'every-month',
    expiresOn: '2027-04-30',
  },
];

export const sampleBuilding: BuildingDto = {
  name: 'Lakeview Residency',
  address: 'House 12, Road 5, Gulshan 1, Dhaka 1212',
  latitude: 23.8103,
  longitude: 90.4125,
  phone: '+880 2-9881234',
  email: 'office@lakeview.example',
  emergencyPhone: '01711-000000',
  version: 2,
};
