/** What the server's refusals say for building: the words of each rule it checks, and each refusal code's sentence. */
export const buildingRefusals = {
  'building.rule.name': "The building''s name must be {min} to {max} characters",
  'building.rule.address': 'The address must be {min} to {max} characters',
  'building.rule.latitude': 'Latitude must be a number from {min} to {max}, like 23.8103',
  'building.rule.longitude': 'Longitude must be a number from {min} to {max}, like 90.4125',
  'building.rule.phone': 'Phone must be a phone number of {min} to {max} digits, like +880 1711-000000',
  'building.rule.email': 'Email must be an email address, like office@example.com',
  'building.rule.emergencyPhone':
    'Emergency phone must be a phone number of {min} to {max} digits, like +880 1711-000000',
  'building.schedule.dueDayRule': 'Rent is due on a day of the month from 1 to 28',
  'building.schedule.daysBeforeRule': 'The early reminder goes out 1 to 14 days before the due day, or not at all',
  'building.schedule.daysAfterRule': 'The overdue reminder goes out 1 to 20 days after the due day, or not at all',
  'errors.BUILDING.CHANGED': "Someone else changed the building''s details; reload to see them",
  'errors.SCHEDULE.CHANGED': 'Someone else changed the rent schedule; reload to see it',
} as const;
