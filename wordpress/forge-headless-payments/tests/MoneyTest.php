<?php
/**
 * Amounts in kobo, with integer arithmetic.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use Forge_Headless_Payments\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase {

	/** @dataProvider amounts */
	public function test_to_subunit( $amount, int $kobo ): void {
		$this->assertSame( $kobo, Money::to_subunit( $amount ) );
	}

	public function amounts(): array {
		return array(
			'string'             => array( '150000.00', 15000000 ),
			'float that drifts'  => array( 19999.99, 1999999 ),
			'sum that drifts'    => array( 0.1 + 0.2, 30 ),
			'integer'            => array( 5, 500 ),
			'one kobo'           => array( '0.01', 1 ),
			'no decimals string' => array( '1500', 150000 ),
		);
	}

	public function test_format(): void {
		$this->assertSame( 'NGN 1,500.50', Money::format( 150050, 'NGN' ) );
	}
}
