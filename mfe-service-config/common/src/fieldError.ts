/** One problem with one input: the attribute it concerns and the message the form shows beside it. */
export interface FieldError {
  attribute: string;
  message: string;
}
