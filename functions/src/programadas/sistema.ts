/** Who a scheduled job acts as: its movements' `por` and its log entries' e-mail. */
export const POR_SISTEMA = 'sistema';
