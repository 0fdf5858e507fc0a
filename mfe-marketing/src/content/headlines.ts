/** The 16 industry variants of the rotating headline (spec §1 industries plus solo professionals). */
export const HEADLINE_INDUSTRIES: readonly string[] = [
  'Plumbers',
  'HVAC Pros',
  'Dental Offices',
  'Auto Shops',
  'Salons',
  'Cleaning Services',
  'Landscapers',
  'Medical Clinics',
  'Law Offices',
  'Veterinarians',
  'Fixture Installers',
  'Appliance Repair',
  'Mechanics',
  'Locksmiths',
  'Car Detailers',
  'Solo Professionals',
];
