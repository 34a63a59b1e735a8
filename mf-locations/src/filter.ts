/** The query parameter of the location list's filter: `/locations?pharmacy=parlin`. */
export const locationFilterParam = 'pharmacy';
