import type { ServiceType } from '@bookline/contracts';

const TRAVEL = [
  /\b(Plumber|HVACBusiness|Electrician|Locksmith|RoofingContractor|HousePainter|GeneralContractor|MovingCompany|HomeAndConstructionBusiness|PestControl|HousekeepingService)\b/,
  /plumb|\bhvac\b|heating|air condition|\belectrician|electrical (contractor|service|repair)|locksmith|roofing|roofer|pest control|extermina|landscap|lawn (care|service|mowing)|house ?cleaning|maid service|\bmaids\b|cleaning service|\bpainters\b|house painting|(?:interior|exterior) painting|\w+ electric\b(?! (?:car|vehicle|fireplace|toothbrush|bike|guitar))|carpet clean(?:ing|ers)|upholstery cleaning|window clean(?:ing|ers)|pressure washing|power washing|handyman|\bmobile\b|we come to you|come to your|(at|in) your (home|door|place|property)|service calls?\b(?! us\b)|garage door|appliance repair|(?:air )?duct cleaning|dryer vent|towing|tow truck|roadside assistance|sprinkler (repair|system|service|install\w*)|irrigation|snow (removal|plowing)|mold (removal|remediation)|water damage|insulation|waterproofing|home inspect\w*|solar (install\w*|panel)|pet waste|pooper|siding (install\w*|contractors?|repair)|window (installation|replacement)|deck (builders?|building|construction)|excavat\w*|demolition|tree (service|removal|trimming)|pool (service|cleaning)|junk removal|\bmovers\b|moving company|painting contractor|chimney|septic|\bsewer|drain (cleaning|service|repair)|rooter|gutter|pet sitting|dog walking|service area|surrounding (areas|communities)|concrete (contractors?|company|services|work|driveways?|patios?)|stamped concrete|paving|fencing|fence (company|installation|contractors?)|masonry|stucco|drywall|flooring install|remodel(ing|ers?)|general contractor|(residential|commercial|interior|exterior|house) painters?|painting (company|contractors?|services)|mowing|lawncare|yard (work|care|cleanup)/i,
];
const FIXED = [
  /\b(HairSalon|BeautySalon|NailSalon|DaySpa|Dentist|AutoRepair|AutomotiveBusiness|AutoBodyShop|AutoWash|TireShop|MotorcycleRepair|TanningSalon|DryCleaningOrLaundry|MedicalClinic|Physician|VeterinaryCare|HealthClub|ExerciseGym|TattooParlor|Optician|Restaurant|Bakery|BarberShop|Store|ChildCare|MedicalBusiness|Optometric|Chiropractor|PhysicalTherapy|LegalService|Attorney|InsuranceAgency|AccountingService|Florist|ElectronicsStore|ComputerStore|MobilePhoneStore)\b/,
  /salon|barber|\bspa\b|dental|dentist|orthodont|\bclinic\b|auto ?(repair|shop|service)|automotive (repair|service|machin\w*)|machine shop|repair shop|body shop|\btires?\b|veterinar|animal hospital|massage (studio|therapy)|\bnails?\b|tattoo|\bgym\b|fitness studio|yoga studio|chiropract|optometr|physical therap|bakery|restaurant|\bcafe\b|tailor|dry clean|walk-ins|visit (us|our (shop|store|office|showroom|studio|salon))|our (shop|salon|studio|clinic|office) (is|at)|grooming salon|daycare|massage|\bhair\b|stylist|threading|\bbrows?\b|\blash(es)?\b|facials?\b|waxing|window tint|auto detailing|car wash|detail(ing)? (shop|center|studio)|law (firm|office)|attorneys?\b|lawyers?\b|insurance agen|accounting firm|\bcpa\b|tax preparation|florist|counseling|counselor|psychotherap|acupunctur|martial arts|karate|taekwondo|jiu[- ]?jitsu|\bdojo\b|music (school|lessons)|dance (studio|school|classes)|alterations|dry clean|kennel|dog boarding|doggie day ?care|day camp|permanent (makeup|make-up)|microblading|esthetic|esthetician|aesthetician|skin ?care (studio|clinic|center|spa)|med ?spa|medical spa|piercing studio|body piercing|collision (center|repair)|auto body|(?:computer|pc|laptop|phone|cell ?phone|iphone|tablet|electronics?|device|console) repair|upholster(?!y\s+clean)(?![\s\S]*\bupholstery\s+clean)(?<!\bupholstery\s+clean[\s\S]*)/i,
];

/** Sites that say both "come to our shop" and "we come to you" do both: the owner chooses. */
const SAYS_TRAVEL = /we come to you|come to your|mobile service|(?:fully|100%|completely|equipped and|we are|we're) mobile\b|(at|in) your (home|door|place|property)|on[- ]site service/i;
const SAYS_FIXED = /(come|drop (it )?(in|by|off)|stop (in|by)|bring it)( in)? (to|at|by) our (shop|store|office|studio|salon|clinic|garage|showroom)|visit (us|our (shop|store|office|showroom|studio|salon))|walk-ins/i;

/**
 * Spec §3 ServiceType from what the business is: plumbers, electricians, cleaners and
 * anything "mobile" travel to the customer; salons, clinics and shops are fixed. Returns
 * undefined when the signals are absent or mixed, so the owner chooses.
 * Example: "Mobile Dog Grooming" hits "mobile" (travel) and "grooming" (neither) → travel.
 */
export function guessServiceType(kinds: Array<{ text: string; weight: number }>, statesRadius: boolean): ServiceType | undefined {
  const saysTravel = kinds.some((k) => SAYS_TRAVEL.test(k.text));
  const saysFixed = kinds.some((k) => SAYS_FIXED.test(k.text));
  if (saysTravel && saysFixed) return undefined;
  // "We come to your driveway" outweighs what the business is in general ("AutomotiveBusiness",
  // "tire shop"): a mobile detailer or tire service travels.
  if (saysTravel) return 'Travel to Customer';
  let travel = statesRadius ? 1 : 0;
  let fixed = 0;
  for (const { text, weight } of kinds) {
    if (TRAVEL[0]!.test(text)) travel += 3 * weight;
    else if (TRAVEL[1]!.test(text)) travel += weight;
    if (FIXED[0]!.test(text)) fixed += 3 * weight;
    else if (FIXED[1]!.test(text)) fixed += weight;
  }
  if (travel >= 0.4 && travel >= 2 * fixed) return 'Travel to Customer';
  if (fixed >= 0.4 && fixed >= 2 * travel) return 'Fixed Location';
  return undefined;
}
