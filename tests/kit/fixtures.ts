// Businesses of several kinds for the conversation suite (prices in cents, durations in minutes).
import type { AgentSpec } from './conversation';

export const PLUMBER: AgentSpec = {
  name: 'Rapid Rooter Plumbing', travel: true, ownerPhone: '(737) 555-0100', businessPhone: '(512) 867-5309', publicEmail: 'info@rapidrooter.example', radius: 25,
  description: 'Family plumbing company. We accept cash, checks and all major credit cards.',
  services: [
    { name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000, priceToCents: 30000 },
    { name: 'Water heater repair', durationMinutes: 120, priceFromCents: 20000, priceToCents: 60000 },
    { name: 'Leak repair', durationMinutes: 90, priceFromCents: 15000, priceToCents: 40000 },
  ],
};
export const HVAC: AgentSpec = {
  name: 'Polar Air Heating & Cooling', travel: true, ownerPhone: '737-555-0101', radius: 30,
  services: [{ name: 'AC tune-up', durationMinutes: 60, priceFromCents: 8900, priceToCents: 15000 }, { name: 'Furnace repair', durationMinutes: 120, priceFromCents: 15000, priceToCents: 50000 }],
};
export const SALON: AgentSpec = {
  name: 'Shear Bliss Hair Salon', street: '500 W 2nd St', zip: '78701', ownerPhone: '737-555-0102',
  services: [{ name: 'Haircut', durationMinutes: 45, priceFromCents: 3500, priceToCents: 7500 }, { name: 'Color', durationMinutes: 120, priceFromCents: 9000, priceToCents: 20000 }],
};
export const DENTAL: AgentSpec = {
  name: 'Bright Smile Dental', description: 'Family dentistry', street: '900 Lamar Blvd', zip: '78703', ownerPhone: '737-555-0103',
  services: [{ name: 'Cleaning and exam', durationMinutes: 60, priceFromCents: 12000, priceToCents: 20000 }, { name: 'Filling', durationMinutes: 60, priceFromCents: 15000, priceToCents: 30000 }],
};
export const LOCKSMITH: AgentSpec = {
  name: 'Keyway Locksmith', travel: true, ownerPhone: '737-555-0104', radius: 20,
  services: [{ name: 'Lockout service', durationMinutes: 30, priceFromCents: 7500, priceToCents: 15000 }, { name: 'Rekey locks', durationMinutes: 60, priceFromCents: 10000, priceToCents: 20000 }],
};
export const AUTO: AgentSpec = {
  name: 'Main Street Auto Shop', description: 'Auto repair and oil changes', street: '2100 S 1st St', zip: '78704', ownerPhone: '737-555-0105',
  services: [{ name: 'Oil change', durationMinutes: 30, priceFromCents: 5000, priceToCents: 9000 }, { name: 'Brake service', durationMinutes: 120, priceFromCents: 15000, priceToCents: 40000 }],
};
export const VET: AgentSpec = {
  name: 'Happy Paws Veterinary Clinic', street: '3000 Guadalupe St', zip: '78705', ownerPhone: '737-555-0106',
  services: [{ name: 'Wellness exam', durationMinutes: 30, priceFromCents: 6000, priceToCents: 9000 }, { name: 'Vaccinations', durationMinutes: 30, priceFromCents: 2500, priceToCents: 8000 }],
};
export const CLEANING: AgentSpec = {
  name: 'Sparkle Home Cleaning', travel: true, ownerPhone: '737-555-0107', radius: 15,
  services: [{ name: 'Standard home cleaning', durationMinutes: 120, priceFromCents: 12000, priceToCents: 20000 }, { name: 'Deep cleaning', durationMinutes: 240, priceFromCents: 25000, priceToCents: 45000 }],
};
