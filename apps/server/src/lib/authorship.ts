/** Who made a new back-office record and when: it is also its first change. */
export const newRecordBy = (by: number, now: string) => ({
  created_by: by,
  updated_by: by,
  created_at: now,
  updated_at: now,
});
