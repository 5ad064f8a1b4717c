// The visit form's choices, on their own so pages that only list them (JSON-LD) load no validation code.

/** The 16 cities served (docs/requirements.md#the-visit-form); each option's value is its label in lowercase. */
export const CITY_LABELS = [
  'Curitiba',
  'São José dos Pinhais',
  'Colombo',
  'Pinhais',
  'Araucária',
  'Campina Grande do Sul',
  'Campo Largo',
  'Almirante Tamandaré',
  'Piraquara',
  'Quatro Barras',
  'Fazenda Rio Grande',
  'Mandirituba',
  'Rio Branco do Sul',
  'Itaperuçu',
  'Bocaiúva do Sul',
  'Tunas do Paraná',
] as const
export const CITY_OPTIONS = CITY_LABELS.map((label) => ({label, value: label.toLowerCase()}))

export const CONTACT_PREFERENCES = ['Celular', 'Email'] as const
