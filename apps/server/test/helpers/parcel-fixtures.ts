/** A valid POST /parcels payload for the parcel `number`. */
export const newParcel = (number: string) => ({
  number,
  acre: '2.5',
  min_floors: 2,
  max_floors: 8,
  land_use: 'Commercial',
  zone: 'Central Business District',
  status: 'Available',
});
